import { STOCK_IMPORT_BYTES_MAX, STOCK_IMPORT_ROWS_MAX, type StockImportIssue } from '@harvest/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error';

/** The limits a CSV import states beside its file input: the domain's, which the API checks too. */
export const CSV_IMPORT_LIMITS = {
  rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'),
  megabytes: STOCK_IMPORT_BYTES_MAX / 1024 / 1024,
};

/** What a dry run answers: how many rows, how many good, and every bad one. */
export interface CsvCheckResult {
  rows: number;
  valid: number;
  issues: StockImportIssue[];
}

export interface CsvImport<R extends CsvCheckResult, D> {
  file: File | null;
  choose: (chosen: File | null) => Promise<void>;
  /** What stopped the file before it was sent: too large, or unreadable on this device. */
  problem: string | null;
  check: UseMutationResult<R, Error, string>;
  run: UseMutationResult<D, Error, string>;
  /** The dry run found nothing to correct, so the real run may be offered. */
  ready: boolean;
  /** Sends the file for real. */
  start: (onSuccess: (done: D) => void) => void;
  /** A real run refused (the data changed since the check): the rows it names, as the API says them. */
  refusedRows: string[];
}

/**
 * A CSV import (stock, loads): the file chosen is read on the device and checked at once by a dry run that writes
 * nothing; the real run is sent only after a clean check.
 */
export function useCsvImport<R extends CsvCheckResult, D>(
  check: UseMutationResult<R, Error, string>,
  run: UseMutationResult<D, Error, string>,
): CsvImport<R, D> {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setProblem(null);
    check.reset();
    run.reset();
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_BYTES_MAX) {
      setProblem(t('inventory.importTooLarge', CSV_IMPORT_LIMITS));
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setProblem(t('csvImport.unreadable'));
      return;
    }
    setCsv(text);
    check.mutate(text);
  };

  const ready = check.data !== undefined && check.data.issues.length === 0 && csv !== null && !check.isPending;
  return {
    file,
    choose,
    problem,
    check,
    run,
    ready,
    start: (onSuccess) => {
      if (ready && csv !== null) run.mutate(csv, { onSuccess });
    },
    refusedRows: isApiError(run.error) ? run.error.validation.map((issue) => issue.message) : [],
  };
}

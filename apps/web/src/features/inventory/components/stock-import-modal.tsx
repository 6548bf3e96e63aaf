import { STOCK_IMPORT_BYTES_MAX, STOCK_IMPORT_ROWS_MAX, type StockImportIssue } from '@harvest/domain';
import { Alert, Button, FileInput, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { useCheckImport, useImportRecords } from '../api/import-records';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { ImportIssueTable } from '../../../ui/import-issue-table';

const LIMITS = { rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'), megabytes: STOCK_IMPORT_BYTES_MAX / 1024 / 1024 };

/**
 * Import stock from CSV (issue 7): the file chosen is checked at once (a dry run that writes nothing), each bad
 * row listed with its column and what is wrong; Import writes every row, and is offered only when all are good.
 */
export const StockImportModal = formDialog(StockImportForm, (t) => t('inventoryScreens.stockImport.title'));

function StockImportForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  // What stopped the file before it was sent: too large, or unreadable on this device.
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckImport();
  const run = useImportRecords();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setProblem(null);
    check.reset();
    run.reset();
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_BYTES_MAX) {
      setProblem(t('inventory.importTooLarge', LIMITS));
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setProblem(t('inventoryScreens.stockImport.unreadable'));
      return;
    }
    setCsv(text);
    check.mutate(text);
  };

  const result = check.data;
  const ready = result !== undefined && result.issues.length === 0 && csv !== null && !check.isPending;
  const importAll = () => {
    if (!ready) return;
    run.mutate(csv, {
      onSuccess: (done) => {
        notify({
          message: t('inventoryScreens.stockImport.imported', { count: done.imported }),
          position: 'floating',
        });
        onDone();
      },
    });
  };
  // A real run refused (the stock changed since the check): the rows it names, as the API says them.
  const refusedRows = isApiError(run.error) ? run.error.validation.map((issue) => issue.message) : [];

  return (
    <Stack gap="md">
      <Text size="sm">{t('inventoryScreens.stockImport.intro')}</Text>
      <Text size="sm">{t('inventoryScreens.stockImport.units')}</Text>
      <FileInput
        label={t('inventoryScreens.stockImport.file')}
        description={t('inventoryScreens.stockImport.limits', LIMITS)}
        placeholder={t('inventoryScreens.stockImport.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        clearButtonProps={{ 'aria-label': t('inventoryScreens.stockImport.clear') }}
        disabled={run.isPending}
      />
      <FormAlert message={problem} />
      {check.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('inventoryScreens.stockImport.checking')}</Text>
        </Group>
      )}
      {check.isError && (
        <FormAlert title={t('inventoryScreens.stockImport.cannotRead')} message={check.error.message} />
      )}
      {result && result.issues.length === 0 && (
        <FormAlert tone="success" message={t('inventoryScreens.stockImport.ready', { count: result.valid })} />
      )}
      {result && result.issues.length > 0 && <IssueTable issues={result.issues} rows={result.rows} />}
      {run.isError && (
        <Alert color="red" variant="light" role="alert" title={run.error.message}>
          {refusedRows.length > 0 && (
            <List size="sm">
              {refusedRows.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('inventoryScreens.stockImport.cancel')}
        </Button>
        <Button onClick={importAll} disabled={!ready} loading={run.isPending}>
          {t('inventoryScreens.stockImport.submit', { count: ready ? result.valid : 0 })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Every bad row: its number as the spreadsheet shows it, the column, and what to correct. */
function IssueTable({ issues, rows }: { issues: StockImportIssue[]; rows: number }) {
  const { t } = useTranslation();
  const bad = new Set(issues.map((issue) => issue.row)).size;
  return (
    <Stack gap="xs">
      <Alert color="red" variant="light" role="alert" title={t('inventory.importNothingWritten')}>
        {t('inventoryScreens.stockImport.toCorrect', { count: bad, rows })}
      </Alert>
      <ImportIssueTable
        issues={issues}
        label={t('inventoryScreens.stockImport.issues')}
        columns={[
          t('inventoryScreens.stockImport.columns.row'),
          t('inventoryScreens.stockImport.columns.column'),
          t('inventoryScreens.stockImport.columns.message'),
        ]}
        wholeRow={t('inventoryScreens.stockImport.wholeRow')}
      />
    </Stack>
  );
}

import { messages } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { keptSavesOf } from '../../../lib/offline/waiting-saves';
import { driverSaveOf, type DriverSaveKind } from './driver-paths';

/** An action or POD the server refused (the job was cancelled...): shown on its job until the driver dismisses it. */
export interface DriverRefusal {
  /** The save's Idempotency-Key: one refusal a save, however it was heard. */
  key: string;
  jobId: string;
  kind: Exclude<DriverSaveKind, 'positions'>;
  /** The action refused ('start', 'arrive'...), or null for a POD. */
  action: string | null;
  message: string;
}

let refusals: readonly DriverRefusal[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function addRefusal(refusal: DriverRefusal): void {
  if (refusals.some((other) => other.key === refusal.key)) return;
  refusals = [...refusals, refusal];
  changed();
}

export function dismissRefusal(key: string): void {
  refusals = refusals.filter((refusal) => refusal.key !== key);
  changed();
}

/** A failure that is the server's refusal (a 4xx with its words), not a connection lost or a first send replayed. */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.status === 401 || error.status === 408 || error.status === 429) return null;
  if (error.message === messages.errors.idempotencyApplied || error.message === messages.errors.idempotencyInProgress) {
    return null;
  }
  return error.message;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The job's refusals, following them. */
export function useDriverRefusals(jobId: string | null): readonly DriverRefusal[] {
  const all = useSyncExternalStore(subscribe, () => refusals);
  return jobId === null ? [] : all.filter((refusal) => refusal.jobId === jobId);
}

/**
 * Hears the kept-save queue refuse a driver's action or POD sent when the connection returned, whichever page kept it
 * (one kept before a reload has no form left to tell).
 */
export function useQueueRefusals(): void {
  const queue = keptSavesOf(useQueryClient());
  useEffect(
    () =>
      queue?.listen((event) => {
        if (event.type !== 'refused') return;
        const what = driverSaveOf(event.save.path);
        if (!what || what.kind === 'positions') return;
        const body = event.save.body as { action?: unknown } | null;
        addRefusal({
          key: event.save.key,
          jobId: what.jobId,
          kind: what.kind,
          action: what.kind === 'action' && typeof body?.action === 'string' ? body.action : null,
          message: event.message,
        });
      }),
    [queue],
  );
}

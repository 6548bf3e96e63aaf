/** The driver app's calls (issue 23), under /api: named once, read back from a kept save's path. */
const job = (jobId: string) => `/logistics/driver/jobs/${encodeURIComponent(jobId)}`;

export const driverPaths = {
  day: '/logistics/driver/jobs',
  job,
  actions: (jobId: string) => `${job(jobId)}/actions`,
  pod: (jobId: string, stopId: string) => `${job(jobId)}/stops/${encodeURIComponent(stopId)}/pod`,
  positions: (jobId: string) => `${job(jobId)}/positions`,
} as const;

export type DriverSaveKind = 'action' | 'pod' | 'positions';

const SAVE_PATH = /^\/logistics\/driver\/jobs\/([^/]+)\/(actions|positions|stops\/([^/]+)\/pod)$/;

/** Which driver call a save's path is, and of which job (and stop): null for any other save. */
export function driverSaveOf(path: string): { jobId: string; kind: DriverSaveKind; stopId: string | null } | null {
  const match = SAVE_PATH.exec(path);
  if (!match) return null;
  const [, jobId, what, stopId] = match;
  const kind: DriverSaveKind = what === 'actions' ? 'action' : what === 'positions' ? 'positions' : 'pod';
  return { jobId: decodeURIComponent(jobId ?? ''), kind, stopId: stopId ? decodeURIComponent(stopId) : null };
}

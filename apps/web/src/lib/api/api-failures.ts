/**
 * What the api client tells others about calls that failed on the server's side (5xx), so the
 * client logger can report them without the api client importing the logger (which sends its
 * entries through the api client).
 */
export interface ApiFailure {
  method: string;
  path: string;
  status: number;
  message: string;
}

const listeners = new Set<(failure: ApiFailure) => void>();

export function onApiFailure(listener: (failure: ApiFailure) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportApiFailure(failure: ApiFailure): void {
  listeners.forEach((listener) => listener(failure));
}

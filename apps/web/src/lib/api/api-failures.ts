import { eventChannel } from '../event-channel';

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

const failures = eventChannel<ApiFailure>();

export const onApiFailure = failures.on;
export const reportApiFailure = failures.emit;

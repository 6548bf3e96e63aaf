import { formatMessage, messages } from '../i18n/messages';

/**
 * The records the spec protects that may lock a file (a submitted POD, a settled invoice...): while one uses it, the
 * file cannot be deleted (409). The row keeps the key; the message names the record.
 */
export const FILE_LOCK_RECORDS = Object.keys(messages.files.lockRecords) as (keyof typeof messages.files.lockRecords)[];
export type FileLockRecord = keyof typeof messages.files.lockRecords;

function isFileLockRecord(value: string): value is FileLockRecord {
  return (FILE_LOCK_RECORDS as string[]).includes(value);
}

/** 'This file belongs to a settled invoice and cannot be deleted'. */
export function fileLockedMessage(record: string): string {
  const name = isFileLockRecord(record) ? messages.files.lockRecords[record] : record;
  return formatMessage(messages.files.locked, { record: name });
}

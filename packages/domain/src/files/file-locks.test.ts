import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../i18n/messages';
import { FILES_PER_UPLOAD_MAX } from './file-upload';
import { FILE_LOCK_RECORDS, fileLockedMessage } from './file-locks';

describe('file messages (spec platform §5 and §9)', () => {
  it('names the protected record a locked file belongs to', () => {
    expect(fileLockedMessage('settlement-invoice')).toBe(
      'This file belongs to a settled invoice and cannot be deleted',
    );
    expect(fileLockedMessage('proof-of-delivery')).toBe(
      'This file belongs to a submitted proof of delivery and cannot be deleted',
    );
    for (const record of FILE_LOCK_RECORDS) expect(fileLockedMessage(record)).not.toContain('{{');
  });

  it(`says at most ${FILES_PER_UPLOAD_MAX} files go in one upload`, () => {
    expect(formatMessage(messages.files.tooMany, { max: FILES_PER_UPLOAD_MAX })).toBe(
      'You can upload up to 10 files at once',
    );
  });

  it('refuses a type that may not go in a bucket in plain words', () => {
    expect(messages.files.typeNotAllowed).toBe('That type of file cannot be uploaded here');
  });
});

import { describe, expect, it } from 'vitest';
import { MultipartFingerprint } from './multipart-fingerprint';

function fingerprintOf(parts: ([string, string] | [string, string, string, string])[]): string {
  const fingerprint = new MultipartFingerprint();
  for (const part of parts) {
    if (part.length === 2) fingerprint.field(...part);
    else fingerprint.file(...part);
  }
  return fingerprint.digest();
}

describe('the fingerprint of a multipart body (Idempotency-Key over uploads)', () => {
  const bucket: [string, string] = ['bucket', 'files'];
  const type: [string, string] = ['type', 'misc'];
  const ticket: [string, string, string, string] = ['file', 'ticket.csv', 'text/csv', 'a'.repeat(64)];

  it('is the same for the same parts with the fields before, between or after the files', () => {
    const fieldsFirst = fingerprintOf([bucket, type, ticket]);
    expect(fingerprintOf([ticket, type, bucket])).toBe(fieldsFirst);
    expect(fingerprintOf([type, ticket, bucket])).toBe(fieldsFirst);
  });

  it('differs for another value, a repeated field in another order, or files in another order', () => {
    const base = fingerprintOf([bucket, type, ticket]);
    expect(fingerprintOf([bucket, ['type', 'weighbridge'], ticket])).not.toBe(base);
    expect(
      fingerprintOf([
        ['organisations', 'a'],
        ['organisations', 'b'],
      ]),
    ).not.toBe(
      fingerprintOf([
        ['organisations', 'b'],
        ['organisations', 'a'],
      ]),
    );
    const other: [string, string, string, string] = ['file', 'other.csv', 'text/csv', 'b'.repeat(64)];
    expect(fingerprintOf([bucket, type, ticket, other])).not.toBe(fingerprintOf([bucket, type, other, ticket]));
  });

  it("tells a field from a file's parts, even when their text is the same", () => {
    expect(fingerprintOf([['file', 'ticket.csv']])).not.toBe(fingerprintOf([['file', 'ticket.csv', '', '']]));
  });
});

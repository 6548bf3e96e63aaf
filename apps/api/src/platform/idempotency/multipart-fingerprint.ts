import { sha256 } from '../auth/tokens';

/**
 * What a multipart body is, part by part, for telling a retried upload from another one under the same
 * Idempotency-Key: each field's name and value, each file's field name, file name, declared type and the sha256 of
 * its bytes (hashed as they stream, so no file is held in memory). Fields are taken by name (the values of a repeated
 * field in their order) and files in their order, so the same parts with the fields before or after the files are
 * the same upload.
 */
export class MultipartFingerprint {
  private readonly fields: [string, unknown][] = [];
  private readonly files: [string, string, string, string][] = [];

  field(name: string, value: unknown): void {
    this.fields.push([name, value]);
  }

  file(fieldName: string, filename: string, contentType: string, bytesSha256: string): void {
    this.files.push([fieldName, filename, contentType, bytesSha256]);
  }

  digest(): string {
    // A stable sort: the values of one field keep the order they came in.
    const fields = [...this.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return sha256(JSON.stringify({ fields, files: this.files }));
  }
}

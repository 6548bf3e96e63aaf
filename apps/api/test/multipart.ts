import { randomBytes } from 'node:crypto';

/** A text field or a file of a multipart/form-data body. */
export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/**
 * A multipart/form-data body built by hand, in the order given (the API takes the parts in any order), with the
 * headers to send it with: `t.app.inject({ method: 'POST', url, ...multipart(parts), headers: {...h, ...} })`.
 */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----harvest${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename.replace(/"/g, '%22')}"`
        : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

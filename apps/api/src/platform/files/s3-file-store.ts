import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { assertSafeKey, FileNotFoundError, toBuffer, type FileStore } from './file-store';

/**
 * Any S3-compatible store (AWS, MinIO, R2, Ceph...), addressed path-style (`{endpoint}/{bucket}/{key}`) so a
 * self-hosted endpoint needs no wildcard DNS, with requests signed with AWS Signature V4.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      // A failing store should fail the request soon, not after aws4fetch's default ten retries.
      retries: 2,
    });
    const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/+$/, '');
    this.base = `${endpoint}/${encodeURIComponent(config.bucket)}`;
  }

  private urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async put(key: string, source: Readable | Buffer, contentType: string): Promise<void> {
    const url = this.urlOf(key);
    // Read wholly first (at most 10 MB): the payload's hash is signed, so the store refuses bytes changed on the
    // way, and a source that fails stores nothing.
    const body = await toBuffer(source);
    const response = await this.client.fetch(url, {
      method: 'PUT',
      body,
      headers: {
        'content-type': contentType,
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    await this.expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<Readable> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new FileNotFoundError(key);
    }
    await this.expectOk(response, 'GET', key, false);
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (response.status === 404) {
      await response.body?.cancel();
      return;
    }
    await this.expectOk(response, 'DELETE', key);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'HEAD' });
    await response.body?.cancel();
    if (response.status === 404) return false;
    await this.expectOk(response, 'HEAD', key);
    return true;
  }

  private async expectOk(response: Response, method: string, key: string, drain = true): Promise<void> {
    if (response.ok) {
      if (drain) await response.body?.cancel();
      return;
    }
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
  }
}

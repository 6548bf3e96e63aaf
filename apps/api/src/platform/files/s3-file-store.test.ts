import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store';
import { fileStoreContract } from './file-store.contract';
import { S3FileStore } from './s3-file-store';

const BUCKET = 'harvest-test';
const REGION = 'eu-west-2';
const ACCESS_KEY_ID = 'AKIDEXAMPLE';

/** `AWS4-HMAC-SHA256 Credential=<key>/<yyyymmdd>/<region>/s3/aws4_request, SignedHeaders=..., Signature=<64 hex>`. */
const AUTHORIZATION = new RegExp(
  `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/${REGION}/s3/aws4_request, ` +
    'SignedHeaders=([a-z0-9-]+(?:;[a-z0-9-]+)*), Signature=[0-9a-f]{64}$',
);

interface FakeS3 {
  server: Server;
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string }[];
}

/** A small S3-compatible server on 127.0.0.1: path-style objects kept in memory, SigV4 header checked for form. */
async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      requests.push({ method, path });
      const signed = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
      const signedHeaders = signed?.[1]?.split(';') ?? [];
      if (!signed || !signedHeaders.includes('host') || !/^\d{8}T\d{6}Z$/.test(String(request.headers['x-amz-date']))) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${BUCKET}/`;
      if (!path.startsWith(prefix)) {
        response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = path.slice(prefix.length);
      const object = objects.get(key);
      switch (method) {
        case 'PUT': {
          objects.set(key, { body: await read(request), contentType: String(request.headers['content-type']) });
          response.writeHead(200).end();
          return;
        }
        case 'GET':
        case 'HEAD':
          if (!object) {
            response.writeHead(404).end(method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
            return;
          }
          response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
          response.end(method === 'GET' ? object.body : undefined);
          return;
        case 'DELETE':
          objects.delete(key);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, requests };
}

const s3Config = (endpoint: string) => ({
  endpoint,
  bucket: BUCKET,
  region: REGION,
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
});

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

fileStoreContract('S3-compatible (signed, path-style)', async () => {
  const fake = await startFakeS3();
  return {
    store: new S3FileStore(s3Config(fake.endpoint)),
    storedKeys: async () => [...fake.objects.keys()],
    close: () => stop(fake.server),
  };
});

describe('S3FileStore', () => {
  it('is chosen when S3 is configured, and addresses objects path-style with SigV4 signed requests', async () => {
    const fake = await startFakeS3();
    try {
      const store = createFileStore({ dataDir: '/unused', s3: s3Config(`${fake.endpoint}/`) });
      expect(store).toBeInstanceOf(S3FileStore);
      await store.put('org/photo.png', Buffer.from('bytes'), 'image/png');
      expect(fake.requests).toEqual([{ method: 'PUT', path: `/${BUCKET}/org/photo.png` }]);
      expect(fake.objects.get('org/photo.png')?.contentType).toBe('image/png');
    } finally {
      await stop(fake.server);
    }
  });

  it('fails loudly when the store refuses the signature', async () => {
    const fake = await startFakeS3();
    try {
      const store = new S3FileStore({ ...s3Config(fake.endpoint), accessKeyId: 'SOMEONE-ELSE' });
      await expect(store.put('org/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/answered 403/);
      await expect(store.exists('org/x')).rejects.toThrow(/answered 403/);
    } finally {
      await stop(fake.server);
    }
  });
});

import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that the test drives: it records what was sent and answers
 * when told to (progress, reply, network failure), so upload progress and failures can be
 * tried without a server or real time.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  readonly headers = new Headers();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders = new Headers();

  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  /** The upload has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The API answers with this envelope. */
  reply(status: number, envelope: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
    this.responseHeaders = new Headers({ 'content-type': 'application/json', ...headers });
    this.onload?.();
  }

  /** The connection failed before any answer. */
  fail(): void {
    this.onerror?.();
  }
}

/** Puts FakeXhr in place of XMLHttpRequest (undone by vi.unstubAllGlobals) and forgets earlier requests. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The `index`th upload sent (from 0), once it has been: the transport may first refresh the tokens. */
export async function sentUpload(index = 0): Promise<FakeXhr> {
  await vi.waitFor(() => {
    if (FakeXhr.sent.length <= index) throw new Error(`upload ${index + 1} not sent yet`);
  });
  return FakeXhr.sent[index]!;
}

/** A file of `size` bytes (the bytes themselves are zeros). */
export function fakeFile(name: string, size: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  // Making 10 MB of real bytes for every test is slow; the size is what the rules read.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function uploadedFile(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 'f0f0f0f0-0000-4000-8000-000000000001',
    url: '/api/system/files/f0f0f0f0-0000-4000-8000-000000000001',
    name: 'logo.png',
    contentType: 'image/png',
    sizeBytes: 2048,
    bucket: 'images',
    type: 'logo',
    organisationId: '11111111-1111-4111-8111-111111111111',
    width: 400,
    height: 200,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

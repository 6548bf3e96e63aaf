import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from './api-calls';
import { buildTestApp, type TestApp } from './build-test-app';
import { multipartBody } from './multipart';

/**
 * Each 5xx the fuzz suite (fuzz.test.ts) found, kept as a plain test of its own so that it reads as what it is. The
 * one-way transforms in reply schemas have their own file (reply-schemas.test.ts).
 */
describe('what the fuzz suite found', () => {
  let t: TestApp;
  let farmer: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer } = await signInDemo(t, 'farmer'));
  }, 60_000);

  afterAll(() => t.close());

  it('refuses an upload whose multipart body is cut short or has no usable boundary with a 400, not a 500', async () => {
    const whole = multipartBody([
      { name: 'bucket', value: 'files' },
      { name: 'type', value: 'misc' },
      { name: 'file', filename: 'notes.txt', data: Buffer.from('hello, harvest'), contentType: 'text/plain' },
    ]);
    const bodies: { what: string; payload: Buffer | string; contentType: string }[] = [
      { what: 'cut in a field', payload: whole.payload.subarray(0, 60), contentType: whole.contentType },
      {
        what: 'cut in the file',
        payload: whole.payload.subarray(0, whole.payload.length - 20),
        contentType: whole.contentType,
      },
      { what: 'JSON under a multipart type', payload: '{}', contentType: 'multipart/form-data; boundary=x' },
      {
        what: 'a boundary too long to use',
        payload: '{}',
        contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      },
      { what: 'no boundary', payload: '{}', contentType: 'multipart/form-data' },
    ];
    const answers = [];
    for (const body of bodies) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/system/files',
        payload: body.payload,
        headers: { ...farmer, 'content-type': body.contentType },
      });
      answers.push(`${body.what}: ${reply.statusCode}`);
    }
    expect(answers).toEqual(bodies.map((body) => `${body.what}: 400`));
  });

  it('keeps a client log whose long strings would be cut inside an emoji, instead of a 500', async () => {
    const text = '🌾'.repeat(300);
    const reply = await apiCall(t, 'POST', '/log/v1/logs', farmer, [
      {
        timestamp: t.clock.now().toISOString(),
        level: 'error',
        message: text,
        data: { detail: text, [text]: 1 },
        service: 'web',
        meta: { platform: 'web' },
      },
    ]);
    expect(reply.statusCode, reply.body).toBe(202);
  });
});

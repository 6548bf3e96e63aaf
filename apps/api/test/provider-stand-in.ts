import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type StandInReply = { status: number; body: unknown };

/**
 * A stand-in for an outside provider (geocoding, routing, a vehicle registry) on this machine, for a test file:
 * a real HTTP server on a loopback port answering JSON as the test says, the requests it got since the last test,
 * and a port nothing listens on (the connection is refused). Started before the file's tests, closed after.
 */
export function providerStandIn() {
  const stand = {
    requests: [] as URL[],
    answer: (_url: URL): StandInReply => ({ status: 500, body: {} }),
    baseUrl: '',
    deadUrl: '',
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', stand.baseUrl);
    stand.requests.push(url);
    const { status, body } = stand.answer(url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stand.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    stand.deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    stand.requests.length = 0;
  });
  return stand;
}

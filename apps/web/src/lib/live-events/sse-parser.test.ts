import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, parser };
}

describe('the server-sent events parser', () => {
  it('reads event, data, id and retry lines; a blank line sends the event', () => {
    const { events, retries } = parse(['retry: 1000\n\nid: 7\nevent: notification\ndata: {"id":"n1"}\n\n']);
    expect(retries).toEqual([1000]);
    expect(events).toEqual([{ event: 'notification', data: '{"id":"n1"}', id: '7' }]);
  });

  it('ignores comments (the heartbeat) and unknown fields; data lines join with newlines', () => {
    const { events } = parse([': heartbeat\n\nfoo: bar\ndata: one\ndata: two\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo', id: null }]);
  });

  it('puts together lines split across chunks, with LF, CRLF or CR endings', () => {
    const { events } = parse(['event: feature-', 'flags\r', '\ndata: {"analytics":', 'false}\r\r', 'data: x\n', '\n']);
    expect(events).toEqual([
      { event: 'feature-flags', data: '{"analytics":false}', id: null },
      { event: 'message', data: 'x', id: null },
    ]);
  });

  it('sends nothing for an event without data, nor before its blank line', () => {
    const { events } = parse(['event: notification\n\n', 'data: pending']);
    expect(events).toEqual([]);
  });

  it('takes a value after the colon without its one leading space, and a bad retry is ignored', () => {
    const { events, retries } = parse(['data:  two spaces\nretry: soon\n\n']);
    expect(events[0]?.data).toBe(' two spaces');
    expect(retries).toEqual([]);
  });
});

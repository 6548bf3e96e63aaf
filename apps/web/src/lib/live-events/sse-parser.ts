/** One server-sent event, as the stream's `event`, `data` and `id` lines gave it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | null;
}

export interface SseParserHandlers {
  onEvent: (event: ServerSentEvent) => void;
  /** A `retry:` line: how long the server asks the client to wait before connecting again. */
  onRetry?: (ms: number) => void;
}

/**
 * A small parser of the text/event-stream format (the WHATWG rules, in short): lines end
 * with LF, CRLF or CR, and may arrive split across chunks; `field: value` lines build an
 * event that a blank line sends; `data` lines join with newlines; comment lines (starting
 * with ':') and unknown fields are ignored; an event without data is not sent.
 */
export function createSseParser({ onEvent, onRetry }: SseParserHandlers) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastId: string | null = null;
  let pendingCr = false;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id: lastId });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        event = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
    }
  };

  return {
    push(chunk: string): void {
      let text = chunk;
      // A CR ended the last chunk: an LF opening this one belongs to it.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        if (match[0] === '\r' && match.index === buffer.length - 1) {
          pendingCr = true;
        }
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The id of the last event seen, for Last-Event-ID on a reconnect. */
    lastEventId: () => lastId,
  };
}

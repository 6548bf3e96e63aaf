/** One event of a text/event-stream: its name and its data, parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

interface Waiter {
  matches(event: StreamEvent): boolean;
  resolve(event: StreamEvent): void;
}

/**
 * A client of GET /api/sys/v1/events over a real connection, as the web app reads it (fetch, bearer header). Every
 * event is kept; `next` answers the first one received, before or after it was asked for, that matches.
 */
export class EventStream {
  readonly received: StreamEvent[] = [];
  readonly #waiters = new Set<Waiter>();
  readonly #abort = new AbortController();

  private constructor() {}

  /** Opens the stream and answers once the server has accepted it (its first bytes have arrived). */
  static async open(url: string, headers: Record<string, string>): Promise<EventStream> {
    const stream = new EventStream();
    const reply = await fetch(url, { headers, signal: stream.#abort.signal });
    if (reply.status !== 200 || !reply.body) throw new Error(`${url} answered ${reply.status}: ${await reply.text()}`);
    const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
    // The server writes `retry:` first: once it is here, the stream is registered on the server.
    let buffer = (await reader.read()).value ?? '';
    void (async () => {
      try {
        for (;;) {
          buffer = stream.#take(buffer);
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
        }
      } catch {
        // Closed by close(), or the server went away: nothing more will come.
      }
    })();
    return stream;
  }

  /** The first event that matches, waiting up to `withinMs` for it; the failure lists what did arrive. */
  next(matches: (event: StreamEvent) => boolean, withinMs = 30_000): Promise<StreamEvent> {
    const found = this.received.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve: (event) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        reject(new Error(`No matching event within ${withinMs} ms; received ${JSON.stringify(this.received)}`));
      }, withinMs);
      this.#waiters.add(waiter);
    });
  }

  close(): void {
    this.#abort.abort();
  }

  /** Reads the whole events at the front of the buffer and answers what is left. */
  #take(buffer: string): string {
    let rest = buffer;
    for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
      const block = rest.slice(0, end);
      rest = rest.slice(end + 2);
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
      if (name === undefined || data === undefined) continue;
      const event = { event: name, data: JSON.parse(data) as unknown };
      this.received.push(event);
      for (const waiter of [...this.#waiters]) if (waiter.matches(event)) waiter.resolve(event);
    }
    return rest;
  }
}

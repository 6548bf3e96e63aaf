/** What a feed's server answered: its document, or that it has not changed since the validators we sent. */
export type FeedResponse =
  { status: 'ok'; body: string; etag: string | null; lastModified: string | null } | { status: 'not-modified' };

/** The validators of the last read (ETag, Last-Modified), sent back so an unchanged feed costs nothing. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

/** Reads one feed over the network: the real HTTP reader by default, another in a test that needs one. */
export interface FeedReader {
  read(url: string, validators: FeedValidators): Promise<FeedResponse>;
}

/** A feed that takes longer than this is given up until the next refresh. */
export const FEED_TIMEOUT_MS = 10_000;
/** A feed larger than this is not a news feed we want to hold in memory. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;

/** The reader over HTTP(S): a timeout, a size cap, and conditional requests with the last validators. */
export class HttpFeedReader implements FeedReader {
  constructor(private readonly timeoutMs = FEED_TIMEOUT_MS) {}

  async read(url: string, validators: FeedValidators): Promise<FeedResponse> {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    if (response.status === 304) return { status: 'not-modified' };
    if (!response.ok) throw new Error(`feed answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > FEED_MAX_BYTES) throw new Error(`feed of ${declared} bytes is over ${FEED_MAX_BYTES}`);
    const body = await response.text();
    if (Buffer.byteLength(body) > FEED_MAX_BYTES) throw new Error(`feed is over ${FEED_MAX_BYTES} bytes`);
    return {
      status: 'ok',
      body,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  }
}

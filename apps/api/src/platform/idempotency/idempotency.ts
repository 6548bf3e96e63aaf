import { HEADERS, IDEMPOTENCY_KEY_TTL_MS, messages } from '@harvest/domain';
import { and, eq, lte } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { sha256 } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { failure } from '../http/envelope';
import { AppError, badRequest, conflict } from '../http/errors';
import type { JobQueue } from '../jobs/job-queue';
import { holdClaim, installRequestContext, markAppliedWrites, type RunningClaim } from './applied-writes';
import { idempotencyKeys } from './tables';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';

/** A claim older than this belongs to a request that can no longer be running (timeout is 30 s). */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
  interface FastifyRequest {
    idempotencyClaim: RunningClaim | null;
    /** A multipart request's key, checked but not yet claimed (see claimForParts). */
    idempotencyKeyForParts: string | null;
  }
}

type Outcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }
  | { kind: 'applied' };

/** Keys live in PostgreSQL, so a retry that reaches another API instance is answered the same. */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    jobs: JobQueue,
  ) {
    markAppliedWrites(db, clock);
    jobs.schedule(IDEMPOTENCY_PURGE_JOB, '41 3 * * *', () => this.purge());
  }

  /** Claims the key for this request, or says what an earlier request with it has left. */
  async claim(claim: Claim, requestHash: string): Promise<Outcome> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ ...claim, requestHash, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [existing] = await this.db.select().from(idempotencyKeys).where(this.matches(claim));
    if (!existing) return this.claim(claim, requestHash);
    const expired = existing.expiresAt <= now;
    const abandoned = existing.statusCode === null && now.getTime() - existing.createdAt.getTime() > ABANDONED_AFTER_MS;
    // A claim whose writes committed before its process died is never run again, whatever its age.
    if (abandoned && !expired && existing.appliedAt !== null) return { kind: 'applied' };
    if (expired || abandoned) {
      // Take the stale row over only if nobody else has in the meantime.
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ requestHash, statusCode: null, responseBody: null, appliedAt: null, createdAt: now, expiresAt })
        .where(and(this.matches(claim), eq(idempotencyKeys.createdAt, existing.createdAt)))
        .returning({ key: idempotencyKeys.key });
      return taken.length > 0 ? { kind: 'claimed' } : this.claim(claim, requestHash);
    }
    if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
    if (existing.statusCode === null || existing.responseBody === null) return { kind: 'in-progress' };
    return { kind: 'replay', statusCode: existing.statusCode, body: existing.responseBody };
  }

  async complete(claim: Claim, statusCode: number, body: string): Promise<void> {
    await this.db.update(idempotencyKeys).set({ statusCode, responseBody: body }).where(this.matches(claim));
  }

  /** A failure of ours (5xx) is not an answer: the retry must run the request again. */
  async release(claim: Claim): Promise<void> {
    await this.db.delete(idempotencyKeys).where(this.matches(claim));
  }

  async purge(): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, this.clock.now()));
  }

  private matches(claim: Claim) {
    return and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  }
}

/** What a request is, for telling a retry from another request under the same key: method, path and body. */
function requestHash(request: FastifyRequest, body: string): string {
  const path = request.url.split('?')[0] ?? '';
  return sha256(`${request.method} ${path}\n${body}`);
}

/** The request's key, checked; undefined when it has none. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.idempotencyKey];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw badRequest([{ field: 'Idempotency-Key', message: messages.errors.idempotencyKeyInvalid }]);
  }
  return key;
}

/** The answer kept for a key, to send again. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/** Claims the key for this request, or finds the answer kept for it; 422 for another request, 409 while running. */
async function claimOrFindAnswer(request: FastifyRequest, key: string, hash: string): Promise<StoredAnswer | null> {
  const claim = { scope: request.principal?.userId ?? 'public', key };
  const outcome = await request.server.idempotency.claim(claim, hash);
  switch (outcome.kind) {
    case 'claimed':
      request.idempotencyClaim = holdClaim(claim);
      return null;
    case 'applied':
      throw conflict(messages.errors.idempotencyApplied);
    case 'mismatch':
      throw new AppError(422, messages.errors.idempotencyMismatch);
    case 'in-progress':
      throw conflict(messages.errors.idempotencyInProgress);
    case 'replay':
      return { statusCode: outcome.statusCode, body: outcome.body };
  }
}

const claimKey: preHandlerAsyncHookHandler = async (request, reply) => {
  const key = keyOf(request);
  if (key === undefined) return;
  const stored = await claimOrFindAnswer(request, key, requestHash(request, JSON.stringify(request.body ?? null)));
  if (stored) return sendStoredAnswer(reply, stored);
};

/** A multipart body is read by the handler: the key is checked now and claimed once the parts are read. */
const checkKeyForLater: preHandlerAsyncHookHandler = async (request) => {
  request.idempotencyKeyForParts = keyOf(request) ?? null;
};

/**
 * Claims the Idempotency-Key of a multipart request once the handler has read every part: `partsDigest` stands for
 * the whole body (see MultipartFingerprint). Answers the kept answer of an earlier request with the same parts, for
 * the handler to send with `sendStoredAnswer` (and do nothing else); throws 422 for the key used with other parts,
 * 409 while that request is still running; null when the key was claimed (or none was sent).
 */
export async function claimForParts(request: FastifyRequest, partsDigest: string): Promise<StoredAnswer | null> {
  const key = request.idempotencyKeyForParts;
  if (key === null) return null;
  request.idempotencyKeyForParts = null;
  return claimOrFindAnswer(request, key, requestHash(request, `multipart\n${partsDigest}`));
}

/** Sends a kept answer again, marked as a replay. */
export function sendStoredAnswer(reply: FastifyReply, { statusCode, body }: StoredAnswer) {
  return reply
    .code(statusCode)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(body);
}

const storeAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = null;
  const store = request.server.idempotency;
  if (reply.statusCode < 500 && typeof payload === 'string') await store.complete(claim, reply.statusCode, payload);
  // A failure after the change committed is kept as 'already saved', so the retry does not make it twice.
  else if (claim.applied)
    await store.complete(claim, 409, JSON.stringify(failure(409, messages.errors.idempotencyApplied)));
  else await store.release(claim);
  return payload;
};

/**
 * Stores answers as the app sends them. Installed before compression, so what is kept is
 * the JSON itself, whatever encoding this reply goes out in.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorate('idempotency', store);
  installRequestContext(app);
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyKeyForParts', null);
  app.addHook('onSend', storeAnswer);
}

/**
 * Spread into the options of a POST that creates something or moves money or tonnage
 * (DESIGN §2): a retry with the same Idempotency-Key gets the first answer again, and
 * nothing happens twice. Runs after the guards, so keys are kept per signed-in user.
 */
export const idempotent = { preHandler: claimKey } as const;

/**
 * `idempotent` for a multipart POST, whose body the handler reads itself: the key is checked before the body is
 * read, and the handler claims it with `claimForParts` once it has hashed every part, so the same key with another
 * file is a 422 and nothing is claimed for a body that never arrived whole.
 */
export const idempotentMultipart = { preHandler: checkKeyForLater } as const;

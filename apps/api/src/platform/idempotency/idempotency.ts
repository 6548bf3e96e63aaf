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
import { AppError, badRequest, conflict } from '../http/errors';
import type { JobQueue } from '../jobs/job-queue';
import { idempotencyKeys } from './tables';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';

/** A claim older than this belongs to a request that can no longer be running (timeout is 30 s). */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
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
    idempotencyClaim: Claim | null;
  }
}

type Outcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/** Keys live in PostgreSQL, so a retry that reaches another API instance is answered the same. */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    jobs: JobQueue,
  ) {
    jobs.register<object>({ name: IDEMPOTENCY_PURGE_JOB, cron: '41 3 * * *', handle: () => this.purge() });
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
    if (expired || abandoned) {
      // Take the stale row over only if nobody else has in the meantime.
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ requestHash, statusCode: null, responseBody: null, createdAt: now, expiresAt })
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

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return sha256(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`);
}

const claimKey: preHandlerAsyncHookHandler = async (request, reply) => {
  const header = request.headers[HEADERS.idempotencyKey];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw badRequest([{ field: 'Idempotency-Key', message: messages.errors.idempotencyKeyInvalid }]);
  }
  const claim = { scope: request.principal?.userId ?? 'public', key };
  const outcome = await request.server.idempotency.claim(claim, requestHash(request));
  switch (outcome.kind) {
    case 'claimed':
      request.idempotencyClaim = claim;
      return;
    case 'mismatch':
      throw new AppError(422, messages.errors.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    case 'in-progress':
      throw conflict(messages.errors.idempotencyInProgress, 'IDEMPOTENCY_IN_PROGRESS');
    case 'replay':
      return replay(reply, outcome.statusCode, outcome.body);
  }
};

function replay(reply: FastifyReply, statusCode: number, body: string) {
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
  if (reply.statusCode >= 500 || typeof payload !== 'string') await store.release(claim);
  else await store.complete(claim, reply.statusCode, payload);
  return payload;
};

/**
 * Stores answers as the app sends them. Installed before compression, so what is kept is
 * the JSON itself, whatever encoding this reply goes out in.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorate('idempotency', store);
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onSend', storeAnswer);
}

/**
 * Spread into the options of a POST that creates something or moves money or tonnage
 * (DESIGN §2): a retry with the same Idempotency-Key gets the first answer again, and
 * nothing happens twice. Runs after the guards, so keys are kept per signed-in user.
 */
export const idempotent = { preHandler: claimKey } as const;

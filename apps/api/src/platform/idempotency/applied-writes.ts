import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

/** The Idempotency-Key a request holds, and whether a transaction of its has committed. */
export interface RunningClaim {
  scope: string;
  key: string;
  applied: boolean;
}

interface RequestContext {
  claim: RunningClaim | null;
}

const requestContexts = new AsyncLocalStorage<RequestContext>();

/**
 * Gives every request a context that the rest of its lifecycle runs in. Callback style on purpose: `done` runs the
 * next hooks and the handler inside `run`, so their continuations see the context (an async hook's would not).
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    requestContexts.run({ claim: null }, done);
  });
}

/** Says which key the running request holds, for its transactions to mark. */
export function holdClaim(claim: Omit<RunningClaim, 'applied'>): RunningClaim {
  const running = { ...claim, applied: false };
  const context = requestContexts.getStore();
  if (context) context.claim = running;
  return running;
}

const MARKED = Symbol('idempotency marks applied writes');

/**
 * Every transaction opened while a request holds an Idempotency-Key also stamps the key as applied, in the same
 * transaction. The answer is stored only after the reply is built: if the process dies between the commit and that,
 * the stamp tells a retry that the change was made, so it is never made twice (DESIGN §2).
 */
export function markAppliedWrites(db: Db, clock: Clock): void {
  const target = db as Db & { [MARKED]?: true };
  if (target[MARKED]) return;
  target[MARKED] = true;
  const open = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const claim = requestContexts.getStore()?.claim ?? null;
    if (!claim) return open(run, config);
    const result = await open(async (tx) => {
      await tx.execute(
        sql`update idempotency_keys set applied_at = ${clock.now().toISOString()}
            where scope = ${claim.scope} and key = ${claim.key}`,
      );
      return run(tx);
    }, config);
    claim.applied = true;
    return result;
  }) as Db['transaction'];
}

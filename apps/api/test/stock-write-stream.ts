import { HEADERS, messages, type Envelope } from '@harvest/domain';
import { ABANDONED_AFTER_MS, REPLAYED_HEADER } from '../src/platform/idempotency/idempotency';
import { DEMO_PASSWORD } from '../src/seed/demo-world';

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RecordReply {
  id: string;
  storageId: string;
  variety: string | null;
  quantityKg: number;
}
interface LedgerLine {
  deltaKg: number;
  kind: string;
  note: string | null;
}

/** A write the stream sent: what it asked for, under the Idempotency-Key that is also its tag. */
type Write =
  | { kind: 'record'; tag: string; quantityKg: number }
  | { kind: 'adjustment'; tag: string; recordId: string; deltaKg: number };

/** What the server acknowledged (a 2xx received), by tag, and what was in flight when it died. */
interface Acknowledged {
  records: Map<string, { tag: string; openingKg: number }>;
  adjustments: Map<string, { recordId: string; deltaKg: number }>;
}

/** What became of the writes in flight at a kill when sent again under their keys (StockWriteStream.retryInFlight). */
export interface RetryTally {
  /** The answer kept from before the kill came back. */
  replayed: number;
  /** 409: the key is still claimed by the dead server's request. */
  inProgress: number;
  /** 409 'already saved': the write had committed before the kill, and the key says so instead of running it again. */
  alreadySaved: number;
  /** Ran now, having not happened before the kill: as it should. */
  ranOnce: number;
  /** Ran now although it had happened before the kill: the write is there twice. */
  ranTwice: number;
}

export interface CycleResult {
  acknowledged: number;
  /** Writes sent that had no answer: the server died with them in flight (each may or may not have happened). */
  inFlight: number;
}

const FARMER = 'farmer@demo.farm';
const ADMIN = 'admin@demo.farm';
const TAG_PREFIX = 'Durability ';
const WRITERS = 4;

async function call<T>(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<{ status: number; body: Envelope<T>; replayed: boolean }> {
  const reply = await fetch(`${base}/api${path}`, {
    method,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await reply.text();
  return {
    status: reply.status,
    body: (text ? JSON.parse(text) : null) as Envelope<T>,
    replayed: reply.headers.get(REPLAYED_HEADER) === 'true',
  };
}

async function expectOk<T>(what: string, reply: ReturnType<typeof call<T>>): Promise<T> {
  const { status, body } = await reply;
  if (status < 200 || status > 299) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const data = await expectOk<{ tokens: { access: string } }>(
    `Sign-in of ${username}`,
    call(base, 'POST', '/auth/login', {}, { username, password: DEMO_PASSWORD }),
  );
  return { authorization: `Bearer ${data.tokens.access}` };
}

/**
 * The farmer's stock, written as a farm office would and checked after every crash: stock records opened in a shed
 * of their own (an opening quantity, its ledger line) and stock-take adjustments to them, each sent with an
 * Idempotency-Key that also tags the row (the record's variety, the adjustment's note). Every write the server
 * acknowledged must be there after a restart, exactly once; a write in flight at the kill may be there or not, once.
 */
export class StockWriteStream {
  private readonly random: () => number;
  private readonly acknowledged: Acknowledged = { records: new Map(), adjustments: new Map() };
  private readonly inFlight = new Map<string, Write>();
  /** The writes in flight at the last kill, and whether each turned out to have happened (set by check). */
  private lastInFlight: { write: Write; happened: boolean }[] = [];
  /** Tags of writes a retry ran a second time (retryInFlight): there twice, as found, not as a loss. */
  private readonly doubled = new Set<string>();
  /** How far retryInFlight moved the test clock of the server running now. */
  private clockAheadMs = 0;
  /** Answers that were neither 2xx nor a dropped connection: each is a failure of the server. */
  readonly unexpected: string[] = [];
  private storageId = '';
  private organisationCount = -1;
  private sequence = 0;

  constructor(
    readonly seed: number,
    private readonly runId: string,
  ) {
    this.random = seededRandom(seed);
  }

  /** Of the writes in flight at the last kill, how many turned out to have happened (known after `check`). */
  get lastKillHappened(): number {
    return this.lastInFlight.filter((entry) => entry.happened).length;
  }

  get acknowledgedCount(): number {
    return this.acknowledged.records.size + this.acknowledged.adjustments.size;
  }

  /** On the first start: a shed of the farmer's own to write into, and how many businesses the demo world has. */
  async prepare(base: string): Promise<void> {
    const farmer = await signIn(base, FARMER);
    const storages = await expectOk<{ businessUnitId: string }[]>(
      'The storages',
      call(base, 'GET', '/inventory/storages', farmer),
    );
    const businessUnitId = storages[0]?.businessUnitId;
    if (!businessUnitId) throw new Error('The demo farmer has no storage to take a business unit from');
    const shed = await expectOk<{ id: string }>(
      'A new shed',
      call(base, 'POST', '/inventory/storages', farmer, {
        type: 'store',
        businessUnitId,
        name: `Durability shed ${this.runId}`,
      }),
    );
    this.storageId = shed.id;
    this.organisationCount = await this.countOrganisations(base);
  }

  private async countOrganisations(base: string): Promise<number> {
    const admin = await signIn(base, ADMIN);
    const { status, body } = await call<unknown[]>(base, 'GET', '/customers/organisations?limit=1', admin);
    if (status !== 200 || !body.pagination) throw new Error(`Business accounts answered ${status}`);
    return body.pagination.totalDocuments;
  }

  /**
   * Sends writes from four writers at once until the server stops answering. `onAcknowledged` hears the count of
   * this cycle's acknowledged writes after each one: the caller kills the server from there.
   */
  async run(base: string, onAcknowledged: (count: number) => void, maxWrites = 2_000): Promise<CycleResult> {
    const farmer = await signIn(base, FARMER);
    let acknowledged = 0;
    let sent = 0;
    let down = false;
    const writer = async () => {
      while (!down && sent < maxWrites) {
        sent += 1;
        const write = this.nextWrite();
        this.inFlight.set(write.tag, write);
        let status: number;
        let body: Envelope<RecordReply>;
        try {
          ({ status, body } = await this.send(base, farmer, write));
        } catch {
          down = true; // The connection dropped or was refused: the server is gone.
          return;
        }
        if (status !== 201) {
          this.inFlight.delete(write.tag);
          this.unexpected.push(`${write.kind} ${write.tag}: ${status} ${JSON.stringify(body)}`);
          continue;
        }
        this.inFlight.delete(write.tag);
        if (write.kind === 'record') {
          this.acknowledged.records.set(body.data.id, { tag: write.tag, openingKg: write.quantityKg });
        } else {
          this.acknowledged.adjustments.set(write.tag, { recordId: write.recordId, deltaKg: write.deltaKg });
        }
        acknowledged += 1;
        onAcknowledged(acknowledged);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    return { acknowledged, inFlight: this.inFlight.size };
  }

  /** A new record two times in five (always while there are fewer than three), else an adjustment of one. */
  private nextWrite(kind?: Write['kind']): Write {
    this.sequence += 1;
    const tag = `${TAG_PREFIX}${this.runId}-${this.sequence}`;
    const ids = [...this.acknowledged.records.keys()];
    if (kind === 'record' || ids.length < 3 || (kind === undefined && this.random() < 0.4)) {
      return { kind: 'record', tag, quantityKg: 1_000 + Math.floor(this.random() * 40_000) };
    }
    const recordId = ids[Math.floor(this.random() * ids.length)]!;
    return { kind: 'adjustment', tag, recordId, deltaKg: 1 + Math.floor(this.random() * 500) };
  }

  private send(base: string, farmer: Record<string, string>, write: Write) {
    const headers = { ...farmer, [HEADERS.idempotencyKey]: write.tag.replace(/ /g, '-') };
    if (write.kind === 'record') {
      return call<RecordReply>(base, 'POST', '/inventory/records', headers, {
        storageId: this.storageId,
        quantityKg: write.quantityKg,
        commodityId: 'wheat',
        harvestYear: 2026,
        variety: write.tag,
      });
    }
    return call<RecordReply>(base, 'POST', `/inventory/records/${write.recordId}/adjustments`, headers, {
      reason: 'stock-take',
      deltaKg: write.deltaKg,
      note: write.tag,
    });
  }

  /**
   * After a restart: every acknowledged record and adjustment is there once, anything else in the shed is a write
   * that was in flight (once), each record's quantity is the sum of its ledger and the shed's is the sum of its
   * records, the demo world was not made twice, and a new write goes through (nothing left locked). Answers what
   * is wrong; empty when all is well. Writes in flight that turn out to have happened count as acknowledged after.
   */
  async check(base: string): Promise<string[]> {
    const problems: string[] = [];
    const farmer = await signIn(base, FARMER);
    const all = await expectOk<RecordReply[]>('The records', call(base, 'GET', '/inventory/records', farmer));
    const inShed = all.filter((record) => record.storageId === this.storageId);
    const found = new Map(inShed.map((record) => [record.id, record]));
    for (const [id, { tag }] of this.acknowledged.records) {
      if (!found.has(id)) problems.push(`acknowledged record ${tag} (${id}) is missing`);
    }
    const inFlightRecords = new Map(
      [...this.inFlight.values()].filter((write) => write.kind === 'record').map((write) => [write.tag, write]),
    );
    const seenTags = new Set<string>();
    for (const record of inShed) {
      const tag = record.variety ?? '';
      if (seenTags.has(tag) && !this.doubled.has(tag)) problems.push(`record ${tag} is there twice`);
      seenTags.add(tag);
      if (this.acknowledged.records.has(record.id)) continue;
      const sent = inFlightRecords.get(tag);
      if (!sent) {
        problems.push(`record ${tag} (${record.id}) was never sent or acknowledged`);
        continue;
      }
      // It happened before the server died: from now on it is known.
      this.acknowledged.records.set(record.id, { tag, openingKg: sent.quantityKg });
    }

    let shedKg = 0;
    for (const record of inShed) {
      shedKg += record.quantityKg;
      const known = this.acknowledged.records.get(record.id);
      if (!known) continue;
      const lines = await expectOk<LedgerLine[]>(
        `The ledger of ${known.tag}`,
        call(base, 'GET', `/inventory/records/${record.id}/ledger`, farmer),
      );
      problems.push(...this.checkLedger(record, known, lines));
    }
    const shed = await expectOk<{ quantityKg: number }>(
      'The shed',
      call(base, 'GET', `/inventory/storages/${this.storageId}`, farmer),
    );
    if (shed.quantityKg !== shedKg) problems.push(`the shed holds ${shed.quantityKg} kg, its records ${shedKg} kg`);

    const organisations = await this.countOrganisations(base);
    if (organisations !== this.organisationCount) {
      problems.push(`${organisations} business accounts after the restart, ${this.organisationCount} before`);
    }
    // A record an adjustment was writing when the server died is the likeliest to have been left locked.
    const lastTouched = [...this.inFlight.values()].find((write) => write.kind === 'adjustment');
    const happened = new Set([
      ...inShed.map((record) => record.variety ?? ''),
      ...[...this.acknowledged.adjustments.keys()],
    ]);
    this.lastInFlight = [...this.inFlight.values()].map((write) => ({ write, happened: happened.has(write.tag) }));
    this.inFlight.clear();
    problems.push(...(await this.writeOnceMore(base, farmer, lastTouched?.recordId)));
    return problems;
  }

  /**
   * As a phone on a farm's signal would after the crash: sends each write that was in flight at the last kill again
   * under its Idempotency-Key, once the server's clock (the test clock, development only) has passed the time after
   * which a claim with no answer is taken for abandoned. Run after `check`; adds to the tally.
   */
  async retryInFlight(base: string, tally: RetryTally): Promise<void> {
    if (this.lastInFlight.length === 0) return;
    const admin = await signIn(base, ADMIN);
    // The writes were claimed by the server before, whose clock an earlier retry may have moved on already (a restart
    // starts the test clock again at the real time).
    const advanceMs = this.clockAheadMs + ABANDONED_AFTER_MS + 60_000;
    await expectOk('The test clock', call(base, 'POST', '/admin/test-clock', admin, { advanceMs }));
    this.clockAheadMs = advanceMs;
    const farmer = await signIn(base, FARMER);
    for (const { write, happened } of this.lastInFlight) {
      const { status, body, replayed } = await this.send(base, farmer, write);
      if (status === 409 && body.message === messages.errors.idempotencyApplied) {
        tally.alreadySaved += 1;
        if (!happened) this.unexpected.push(`retry of ${write.kind} ${write.tag}: said saved, but it never happened`);
        continue;
      }
      if (status === 409) {
        tally.inProgress += 1;
        continue;
      }
      if (status !== 201) {
        this.unexpected.push(`retry of ${write.kind} ${write.tag}: ${status} ${JSON.stringify(body)}`);
        continue;
      }
      if (replayed) {
        tally.replayed += 1;
        continue;
      }
      if (happened) {
        tally.ranTwice += 1;
        this.doubled.add(write.tag);
      } else {
        tally.ranOnce += 1;
      }
      if (write.kind === 'record') {
        this.acknowledged.records.set(body.data.id, { tag: write.tag, openingKg: write.quantityKg });
      } else if (!happened) {
        this.acknowledged.adjustments.set(write.tag, { recordId: write.recordId, deltaKg: write.deltaKg });
      }
    }
    this.lastInFlight = [];
  }

  private checkLedger(record: RecordReply, known: { tag: string; openingKg: number }, lines: LedgerLine[]): string[] {
    const problems: string[] = [];
    const openings = lines.filter((line) => line.kind === 'intake');
    if (openings.length !== 1 || openings[0]!.deltaKg !== known.openingKg) {
      problems.push(`record ${known.tag}: openings ${JSON.stringify(openings)}, sent ${known.openingKg} kg`);
    }
    const notes = new Map<string, number>();
    for (const line of lines) {
      if (line.kind !== 'adjustment') continue;
      const note = line.note ?? '';
      if (notes.has(note) && !this.doubled.has(note)) problems.push(`adjustment ${note} is in the ledger twice`);
      notes.set(note, line.deltaKg);
      if (this.acknowledged.adjustments.has(note)) continue;
      const sent = this.inFlight.get(note);
      if (sent?.kind === 'adjustment' && sent.recordId === record.id && sent.deltaKg === line.deltaKg) {
        this.acknowledged.adjustments.set(note, { recordId: record.id, deltaKg: line.deltaKg });
      } else {
        problems.push(`adjustment ${note} of ${known.tag} was never sent or acknowledged`);
      }
    }
    for (const [note, adjustment] of this.acknowledged.adjustments) {
      if (adjustment.recordId !== record.id) continue;
      if (notes.get(note) !== adjustment.deltaKg) problems.push(`acknowledged adjustment ${note} is missing`);
    }
    const sum = lines.reduce((total, line) => total + line.deltaKg, 0);
    if (sum !== record.quantityKg)
      problems.push(`record ${known.tag} holds ${record.quantityKg} kg, its ledger ${sum}`);
    return problems;
  }

  /** A new record and an adjustment go through after a restart: nothing was left locked by the dead server. */
  private async writeOnceMore(base: string, farmer: Record<string, string>, recordId?: string): Promise<string[]> {
    const problems: string[] = [];
    for (const kind of ['record', 'adjustment'] as const) {
      let write = this.nextWrite(kind);
      if (write.kind === 'adjustment' && recordId) write = { ...write, recordId };
      const { status, body } = await this.send(base, farmer, write);
      if (status !== 201) {
        problems.push(`a write after the restart answered ${status}: ${JSON.stringify(body)}`);
      } else if (write.kind === 'record') {
        this.acknowledged.records.set(body.data.id, { tag: write.tag, openingKg: write.quantityKg });
      } else {
        this.acknowledged.adjustments.set(write.tag, { recordId: write.recordId, deltaKg: write.deltaKg });
      }
    }
    return problems;
  }
}

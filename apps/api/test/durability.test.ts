import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runKillCycles, type KillCyclesReport } from './kill-cycles';

/**
 * Durability (issue 18): the real server, started as `npm start` does, is killed with SIGKILL at a random moment
 * while a farmer's stock writes stream in, and started again on the same data. Every write it acknowledged must be
 * there, once; restarts must be clean. A few cycles here; `npx tsx bench/durability.ts` runs many more.
 * DURABILITY_SEED=<n> replays the kill moments and writes of a failed run. Each half takes about 15-25 s on a
 * quiet machine (most of it starting the server: PGlite's first start runs initdb); the timeouts allow for a
 * machine several times busier.
 */
const CYCLES = 3;
const seed = Number(process.env.DURABILITY_SEED ?? randomInt(2 ** 31));
const adminUrl = process.env.DATABASE_URL;

function expectNothingLost(report: KillCyclesReport) {
  const context = `seed ${seed} (DURABILITY_SEED=${seed} replays it)`;
  expect(report.cycles, context).toHaveLength(CYCLES);
  for (const cycle of report.cycles) {
    expect(cycle.problems, `${context}, cycle ${cycle.cycle}`).toEqual([]);
    // The kill came mid-stream, after the writes it was meant to follow.
    expect(cycle.acknowledged, `${context}, cycle ${cycle.cycle}`).toBeGreaterThanOrEqual(3);
  }
  expect(report.unexpected, context).toEqual([]);
}

describe('durability: kill -9 during acknowledged writes', () => {
  it(`loses nothing acknowledged on the embedded store (PGlite under DATA_DIR), ${CYCLES} kills`, async () => {
    expectNothingLost(await runKillCycles({ cycles: CYCLES, seed }));
  }, 300_000);

  it.skipIf(!adminUrl)(
    adminUrl
      ? `loses nothing acknowledged on PostgreSQL, ${CYCLES} kills`
      : 'loses nothing acknowledged on PostgreSQL (skipped: DATABASE_URL is unset)',
    async () => {
      expectNothingLost(await runKillCycles({ cycles: CYCLES, seed, adminUrl }));
    },
    300_000,
  );
});

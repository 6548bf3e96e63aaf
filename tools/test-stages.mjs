// `npm test`: runs each stage in order, stops at the first that fails, and prints how long each took, so a slow
// stage is seen the day it slows (docs/testing.md keeps the figures).
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit and API', 'npm run test:unit'],
  ['end-to-end', 'npm run test:e2e'],
];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const times = [];
let failed = null;
const started = Date.now();
for (const [name, command] of STAGES) {
  const t0 = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Date.now() - t0]);
  if (result.status !== 0) {
    failed = { name, status: result.status ?? 1 };
    break;
  }
}
console.log('\nnpm test, stage by stage:');
for (const [name, ms] of times) console.log(`  ${name.padEnd(14)} ${minutes(ms)}`);
console.log(
  `  ${'total'.padEnd(14)} ${minutes(Date.now() - started)}${failed ? ` (stopped: ${failed.name} failed)` : ''}`,
);
process.exit(failed ? failed.status : 0);

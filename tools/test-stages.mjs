// `npm test`: runs each stage, stops at the first that fails, and prints how long each took, so a slow stage is seen
// the day it slows (docs/testing.md keeps the figures). The three static checks each use one core and read the same
// files, so they run side by side (their output printed whole, one after another); the tests then run in order.
import { spawn } from 'node:child_process';

const STATIC_STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
];
const TEST_STAGES = [
  ['unit and API', 'npm run test:unit'],
  ['end-to-end', 'npm run test:e2e'],
];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** Runs a stage; `quiet` keeps its output until it ends (so side-by-side stages do not interleave). */
function run(name, command, quiet) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (quiet) {
        process.stdout.write(`\n> ${name}: ${command}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ms: Date.now() - started, status: code ?? (signal ? 1 : 0) });
    });
  });
}

const started = Date.now();
const times = await Promise.all(STATIC_STAGES.map(([name, command]) => run(name, command, true)));
let failed = times.find((stage) => stage.status !== 0) ?? null;
for (const [name, command] of failed ? [] : TEST_STAGES) {
  const stage = await run(name, command, false);
  times.push(stage);
  if (stage.status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nnpm test, stage by stage (typecheck, lint and format side by side):');
for (const { name, ms } of times) console.log(`  ${name.padEnd(14)} ${minutes(ms)}`);
console.log(
  `  ${'total'.padEnd(14)} ${minutes(Date.now() - started)}${failed ? ` (stopped: ${failed.name} failed)` : ''}`,
);
process.exit(failed ? failed.status : 0);

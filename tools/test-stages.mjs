// `npm test`: runs each stage, stops at the first that fails, and prints how long each took, so a slow stage is seen
// the day it slows (docs/testing.md keeps the figures). The three static checks each use one core and read the same
// files, so they run side by side (their output printed whole, one after another). The two test stages then run side
// by side too: the journeys are one browser and one server taking turns, which leaves part of the two cores idle, and
// the unit and API tests fill it; the journeys' lines are printed as they come, each marked with the stage's name.
import { spawn } from 'node:child_process';

const STATIC_STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
];
const TEST_STAGES = [
  ['unit and API', 'npm run test:unit', 'inherit'],
  ['end-to-end', 'npm run test:e2e', 'e2e │ '],
];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const running = new Set();

/** Ends a stage still running, with everything it started (its own process group). */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

/**
 * Runs a stage in a process group of its own (so a failing neighbour can end it whole). Its output is `inherit`ed,
 * `quiet` (kept until it ends, so side-by-side stages do not interleave) or, given a prefix, printed line by line
 * with that prefix.
 */
function run(name, command, output) {
  const started = Date.now();
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  running.add(child);
  const kept = [];
  if (output === 'quiet') {
    child.stdout.on('data', (chunk) => kept.push(chunk));
    child.stderr.on('data', (chunk) => kept.push(chunk));
  } else if (output !== 'inherit') {
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.on('data', (chunk) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${output}${line}\n`);
      });
      stream.on('end', () => partial && process.stdout.write(`${output}${partial}\n`));
    }
  }
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      if (output === 'quiet') {
        process.stdout.write(`\n> ${name}: ${command}\n`);
        process.stdout.write(Buffer.concat(kept));
      }
      resolve({ name, ms: Date.now() - started, status: code ?? (signal ? 1 : 0) });
    });
  });
  return { child, done };
}

/** Runs stages side by side; the first to fail ends the others (reported as stopped). */
async function sideBySide(stages) {
  const runs = stages.map(([name, command, output]) => ({ name, ...run(name, command, output) }));
  let failed = null;
  const times = await Promise.all(
    runs.map(async ({ child, done }) => {
      const stage = await done;
      if (failed) return { ...stage, stopped: stage.status !== 0 };
      if (stage.status !== 0) {
        failed = stage;
        for (const other of runs) if (other.child !== child) stop(other.child);
      }
      return stage;
    }),
  );
  return { times, failed };
}

const started = Date.now();
const times = [];
let failed = null;
for (const group of [STATIC_STAGES.map(([name, command]) => [name, command, 'quiet']), TEST_STAGES]) {
  const result = await sideBySide(group);
  times.push(...result.times);
  failed = result.failed;
  if (failed) break;
}
console.log('\nnpm test, stage by stage (typecheck, lint and format side by side, then the two test stages):');
for (const { name, ms, stopped } of times)
  console.log(`  ${name.padEnd(14)} ${minutes(ms)}${stopped ? ' (stopped)' : ''}`);
console.log(
  `  ${'total'.padEnd(14)} ${minutes(Date.now() - started)}${failed ? ` (stopped: ${failed.name} failed)` : ''}`,
);
process.exit(failed ? failed.status : 0);

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKENS = join(import.meta.dirname, 'tokens.ts');
/** Each process reads the key of each of these fresh directories at the same moment as the others. */
const ROUNDS = 40;

/**
 * Instances sharing a DATA_DIR without JWT_SECRET must sign with one key, or a token made by one is refused by the
 * next: processes started together each read the key of a fresh directory, all at once, round after round.
 */
describe('the signing key generated into a shared DATA_DIR', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'harvest-signing-key-'));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is one key for every process that starts with it at once', async () => {
    const script = `
      import { createInterface } from 'node:readline';
      const { loadSigningSecret } = await import(${JSON.stringify(TOKENS)});
      console.log('ready');
      for await (const dir of createInterface({ input: process.stdin })) {
        console.log(Buffer.from(loadSigningSecret(undefined, dir)).toString('hex'));
      }`;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const lines = children.map((child) => createInterface({ input: child.stdout! })[Symbol.asyncIterator]());
    const nextLine = async (at: number) => String((await lines[at]!.next()).value);
    for (let at = 0; at < children.length; at += 1) expect(await nextLine(at)).toBe('ready');

    const differing: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const dir = join(root, `round-${round}`);
      for (const child of children) child.stdin!.write(`${dir}\n`);
      const keys = await Promise.all(children.map((_, at) => nextLine(at)));
      const stored = Buffer.from((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toString('hex');
      if (keys.some((key) => key !== stored)) differing.push(`round ${round}: ${keys.join(' ')} stored ${stored}`);
    }
    for (const child of children) child.stdin!.end();
    expect(differing).toEqual([]);
  });
});

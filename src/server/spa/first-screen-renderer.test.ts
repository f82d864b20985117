import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, expect, it } from 'vitest';
import { createFirstScreenRenderer } from './first-screen-renderer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const renderer = createFirstScreenRenderer({ timeLimitMs: 5_000 });
afterAll(() => renderer.close());

/** A pre-render module with this body, at an address of its own (as each build's is). */
function moduleUrl(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-renderer-'));
  dirs.push(dir);
  const file = path.join(dir, 'first-screen.js');
  fs.writeFileSync(file, source);
  return `${pathToFileURL(file).href}?build=${fs.statSync(file).mtimeMs}`;
}

/**
 * A module that, once imported, counts in the shared buffer it is given every 5 ms for as long as
 * its isolate lives, and answers with its thread after `delayMs`.
 */
const TICKING = `
  import { threadId } from 'node:worker_threads';
  let ticking = false;
  export const renderConfiguratorFirstScreen = ({ ticks, delayMs }) => {
    if (!ticking) {
      ticking = true;
      const counter = new Int32Array(ticks);
      setInterval(() => Atomics.add(counter, 0, 1), 5);
    }
    return new Promise((resolve) => setTimeout(() => resolve('thread ' + threadId), delayMs));
  };
`;

/**
 * Resolves once the ticking module's count (every 5 ms while its isolate lives) has held still
 * over four reads 50 ms apart: a thread merely starved of the CPU would have moved it by then.
 */
async function stopsTicking(counter: Int32Array): Promise<void> {
  let last = -1;
  let stillReads = 0;
  const heldStill = () => {
    const now = Atomics.load(counter, 0);
    stillReads = now === last ? stillReads + 1 : 0;
    last = now;
    return stillReads >= 3;
  };
  await expect.poll(heldStill, { interval: 50, timeout: 10_000 }).toBe(true);
}

it('keeps one worker for a build, and stops it for the next build once its render in hand is in', {
  timeout: 20_000,
}, async () => {
  const ticks = new SharedArrayBuffer(4);
  const counter = new Int32Array(ticks);
  const first = moduleUrl(TICKING);
  const second = moduleUrl(TICKING.replace("'thread '", "'next thread '"));

  const once = await renderer.render(first, { ticks, delayMs: 0 });
  expect(await renderer.render(first, { ticks, delayMs: 0 })).toBe(once);

  // The first build's render is still in hand when the second build's comes: both are answered.
  const [earlier, later] = await Promise.all([
    renderer.render(first, { ticks, delayMs: 300 }),
    renderer.render(second, { ticks: new SharedArrayBuffer(4), delayMs: 0 }),
  ]);
  expect(earlier).toBe(once);
  expect(later).toMatch(/^next thread \d+$/);
  expect(later).not.toBe(`next ${once}`);

  // Then the first build's isolate is gone: its timer counts no more.
  expect(Atomics.load(counter, 0)).toBeGreaterThan(0);
  await stopsTicking(counter);
});

it('stops every worker on close, and starts a new one for the next render', { timeout: 20_000 }, async () => {
  const ticks = new SharedArrayBuffer(4);
  const counter = new Int32Array(ticks);
  const url = moduleUrl(TICKING);
  const own = createFirstScreenRenderer();
  const before = await own.render(url, { ticks, delayMs: 0 });
  await own.close();
  await stopsTicking(counter);

  const after = await own.render(url, { ticks: new SharedArrayBuffer(4), delayMs: 0 });
  expect(after).not.toBe(before);
  await own.close();
});

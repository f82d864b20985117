import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, QUIET_MS } from './use-prefetch-on-idle';

/** A hand-run clock and idle queue: the test says when time passes and when the browser is idle. */
function fakeBrowser() {
  let now = 0;
  let input = () => undefined as void;
  const timers = new Map<number, { at: number; run: () => void }>();
  const idle: (() => void)[] = [];
  let nextId = 1;
  const environment = {
    onInput: (listener: () => void) => void (input = listener),
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    idle: (run: () => void) => void idle.push(run),
  };
  return {
    environment,
    input: () => input(),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
    /** Runs what waits for an idle moment, then lets the loads' promises settle. */
    async runIdle() {
      for (const run of idle.splice(0)) run();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

function recordingLoad(name: string, loaded: string[]) {
  return () => {
    loaded.push(name);
    return Promise.resolve();
  };
}

/** A queue holding the given parts, and the names of the parts it has fetched so far. */
function queueOf(...names: string[]) {
  const browser = fakeBrowser();
  const loaded: string[] = [];
  const queue = createPrefetchQueue(browser.environment);
  for (const name of names) queue.add(recordingLoad(name, loaded));
  return { browser, loaded, queue };
}

describe('prefetching lazily loaded parts', () => {
  it('fetches nothing during the first load, however long the page waits untouched', async () => {
    const { browser, loaded } = queueOf('grain dialog');
    browser.advance(60_000);
    await browser.runIdle();
    expect(loaded).toEqual([]);
  });

  it('after an input and a quiet pause, fetches one part per idle moment in the order asked', async () => {
    const { browser, loaded } = queueOf('grain dialog', 'step 2');
    browser.input();
    browser.advance(QUIET_MS - 1);
    await browser.runIdle();
    expect(loaded).toEqual([]);
    browser.advance(1);
    await browser.runIdle();
    expect(loaded).toEqual(['grain dialog']);
    await browser.runIdle();
    expect(loaded).toEqual(['grain dialog', 'step 2']);
  });

  it('waits again when the customer acts before the pause is over, and between parts', async () => {
    const { browser, loaded } = queueOf('grain dialog', 'step 2');
    browser.input();
    browser.advance(QUIET_MS - 100);
    browser.input();
    browser.advance(QUIET_MS - 100);
    await browser.runIdle();
    expect(loaded).toEqual([]);
    browser.advance(100);
    await browser.runIdle();
    expect(loaded).toEqual(['grain dialog']);
    browser.input();
    await browser.runIdle();
    expect(loaded).toEqual(['grain dialog']);
    browser.advance(QUIET_MS);
    await browser.runIdle();
    expect(loaded).toEqual(['grain dialog', 'step 2']);
  });

  it('drops a part whose screen went away, and carries on after a failed fetch', async () => {
    const browser = fakeBrowser();
    const loaded: string[] = [];
    const queue = createPrefetchQueue(browser.environment);
    queue.add(() => Promise.reject(new Error('offline')));
    const remove = queue.add(recordingLoad('print list', loaded));
    queue.add(recordingLoad('step 2', loaded));
    remove();
    browser.input();
    browser.advance(QUIET_MS);
    await browser.runIdle();
    await browser.runIdle();
    expect(loaded).toEqual(['step 2']);
  });
});

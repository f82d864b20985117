import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTask, scheduleTask, type TaskRun } from './task';

/** A task whose runs end when the test says so; it records how many ran at once. */
function controlledTask(now: () => Date = () => new Date('2030-03-12T06:00:00Z')) {
  const runs: Date[] = [];
  const releases: (() => void)[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const errors: object[] = [];
  const task = createTask({
    name: 'test task',
    clock: { now },
    log: { error: (details) => errors.push(details) },
    run: async ({ now: at }: TaskRun) => {
      runs.push(at);
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      inFlight -= 1;
    },
  });
  return {
    task,
    runs,
    errors,
    mostAtOnce: () => mostAtOnce,
    /** Ends the run in flight. */
    release: () => releases.shift()?.(),
  };
}

describe('a task', () => {
  it('runs on its injected clock, and a run asked for during a run happens once, right after it', async () => {
    const clock = { at: new Date('2030-03-12T06:00:00Z') };
    const { task, runs, release, mostAtOnce } = controlledTask(() => clock.at);
    const first = task.runOnce();
    clock.at = new Date('2030-03-12T06:00:05Z');
    const second = task.runOnce();
    const third = task.runOnce();
    task.wake();
    expect(runs).toHaveLength(1);
    release();
    await first;
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    release();
    await Promise.all([second, third]);
    expect(runs.map((at) => at.toISOString())).toEqual(['2030-03-12T06:00:00.000Z', '2030-03-12T06:00:05.000Z']);
    expect(mostAtOnce()).toBe(1);
  });

  it('rejects runOnce when the run fails, and logs the failure of a wake', async () => {
    const errors: object[] = [];
    const task = createTask({
      name: 'failing task',
      log: { error: (details) => errors.push(details) },
      run: () => Promise.reject(new Error('database gone')),
    });
    await expect(task.runOnce()).rejects.toThrow('database gone');
    await task.tick();
    expect(errors).toEqual([{ err: new Error('database gone') }]);
  });

  it('stop() waits for the run in flight, and nothing runs after it', async () => {
    const { task, runs, release } = controlledTask();
    void task.runOnce();
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await task.runOnce();
    expect(runs).toHaveLength(1);
  });
});

describe('a scheduled task (croner, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-03-12T05:59:30Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every so many seconds, and a tick during a slow run is skipped rather than stacked (overlap protection)', async () => {
    const { task, runs, release, mostAtOnce } = controlledTask();
    const schedule = scheduleTask(task, { everySeconds: 2 });
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(runs).toHaveLength(1);
    // The run takes ten seconds: five ticks come and go while it is in flight.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(3);
    expect(mostAtOnce()).toBe(1);
    schedule.stop();
    release();
    release();
  });

  it('runs at start when asked, and at a croner time in its time zone', async () => {
    const { task, runs, release } = controlledTask();
    // 05:59:30 UTC is 07:59:30 in Johannesburg.
    const schedule = scheduleTask(task, { cron: '0 8 * * *', timezone: 'Africa/Johannesburg' }, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(runs).toHaveLength(2);
    release();
    schedule.stop();
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(runs).toHaveLength(2);
  });
});

import { Cron } from 'croner';

/** What a task reads for "now": the real clock in production, a test's own in the tests (ADR 035). */
export interface TaskClock {
  now(): Date;
}

export const realTaskClock: TaskClock = { now: () => new Date() };

/** The slice of Fastify's (pino) logger a task uses. */
export interface TaskLog {
  error(details: object, message: string): void;
}

/** What one run of a task is given. */
export interface TaskRun {
  /** The task's clock read when the run started. */
  now: Date;
  /** True once the worker is stopping: a task working through a backlog stops after the current item. */
  stopping(): boolean;
}

/**
 * A unit of background work (ADR 035). Runs never overlap: a run asked for while one is in
 * flight (a wake, a schedule's tick, a test's `runOnce`) happens once, right after it.
 */
export interface Task {
  readonly name: string;
  /** Runs the task now (or right after the run in flight) and resolves when it is done; rejects if it failed. */
  runOnce: () => Promise<void>;
  /** `runOnce` without waiting; a failure is logged (after a message is queued, say). */
  wake: () => void;
  /** `runOnce` whose failure is logged rather than thrown: what a schedule's tick calls. */
  tick: () => Promise<void>;
  /** No more runs; waits for the one in flight. */
  stop: () => Promise<void>;
}

export function createTask({
  name,
  run,
  clock = realTaskClock,
  log,
  describeError = (error) => ({ err: error }),
}: {
  name: string;
  run: (context: TaskRun) => Promise<void>;
  clock?: TaskClock;
  log: TaskLog;
  /** How a failure is logged; the outbox redacts addresses and credentials from it. */
  describeError?: (error: unknown) => object;
}): Task {
  let stopped = false;
  let current: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  const stopping = () => stopped;

  function runOnce(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!current) {
      const started = run({ now: clock.now(), stopping });
      current = started.finally(() => {
        current = undefined;
      });
      return current;
    }
    // One follow-up run, shared by everyone who asked during this one.
    following ??= current
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        return runOnce();
      });
    return following;
  }

  const tick = () =>
    runOnce().catch((error: unknown) =>
      log.error(describeError(error), `${name} failed; it runs again at its next time`),
    );

  return {
    name,
    runOnce,
    wake: () => void tick(),
    tick,
    async stop() {
      stopped = true;
      await Promise.allSettled([current, following]);
    },
  };
}

/** When a task runs: croner's pattern (in a time zone), or every so many seconds. */
export type TaskSchedule = { cron: string; timezone?: string } | { everySeconds: number };

export interface ScheduleOptions {
  /** Also run once as soon as the schedule starts (catching up after a restart). */
  runAtStart?: boolean;
  /**
   * A worker on its own (`npm run worker`) is kept alive by its schedules; beside the HTTP app its listener does that.
   */
  keepProcessAlive?: boolean;
}

/**
 * Runs `task` on `schedule` with croner's overlap protection (`protect`): a tick that comes while
 * the task still runs is skipped, so a slow run never stacks up behind itself (ADR 035).
 */
export function scheduleTask(
  task: Task,
  schedule: TaskSchedule,
  { runAtStart = false, keepProcessAlive = false }: ScheduleOptions = {},
): { stop(): void } {
  const pattern = 'cron' in schedule ? schedule.cron : '* * * * * *';
  const cron = new Cron(
    pattern,
    {
      protect: true,
      unref: !keepProcessAlive,
      ...('cron' in schedule
        ? schedule.timezone
          ? { timezone: schedule.timezone }
          : {}
        : everySeconds(schedule.everySeconds)),
    },
    // Returned, not voided: croner's protection lasts until the run has finished.
    () => task.tick(),
  );
  if (runAtStart) task.wake();
  return { stop: () => cron.stop() };
}

/** Every `seconds` (at least one), the first time `seconds` from now. */
function everySeconds(seconds: number) {
  const interval = Math.max(1, Math.round(seconds));
  return { interval, startAt: new Date(Date.now() + interval * 1000) };
}

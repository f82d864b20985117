/**
 * The clock the daily report's schedule reads: the real one, or for a rehearsal
 * (`DAILY_REPORT_CLOCK`, docs/operations.md "Settings") one that stands at a chosen time until a chosen real
 * instant and then runs faster, so real server processes live through several 08:00s in
 * seconds (ADR 018). Only the schedule reads it; everything else keeps real time.
 */
export interface ReportClock {
  now: () => Date;
  /**
   * Real milliseconds until this clock reads `at`. Only a rehearsal clock has it; the schedule
   * then times its 08:00s on it instead of on croner's real ones.
   */
  realMsUntil?: (at: Date) => number;
}

/** `DAILY_REPORT_CLOCK`: reads `startsAt` until the real instant `realStart`, then runs `speed` times as fast. */
export interface RehearsalClockSetting {
  startsAt: Date;
  realStart: Date;
  speed: number;
}

export const realClock: ReportClock = { now: () => new Date() };

export function rehearsalClock(
  { startsAt, realStart, speed }: RehearsalClockSetting,
  realNow: () => number = Date.now,
): ReportClock {
  const start = startsAt.getTime();
  const realStartMs = realStart.getTime();
  return {
    now: () => new Date(start + Math.max(0, realNow() - realStartMs) * speed),
    realMsUntil: (at) => Math.max(0, realStartMs + (at.getTime() - start) / speed - realNow()),
  };
}

/** Parses `<time> from <real time> x<speed>`, e.g. `2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z x8640`. */
export function parseRehearsalClock(value: string): RehearsalClockSetting | undefined {
  const match = /^(\d{4}-\d\d-\d\dT\S+) from (\d{4}-\d\d-\d\dT\S+) x(\d{1,7})$/.exec(value.trim());
  if (!match) return undefined;
  const startsAt = new Date(match[1] ?? '');
  const realStart = new Date(match[2] ?? '');
  const speed = Number(match[3]);
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(realStart.getTime()) || speed < 1) return undefined;
  return { startsAt, realStart, speed };
}

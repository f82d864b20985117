import { describe, expect, it } from 'vitest';
import { nextReportTime } from './daily-report-schedule';
import { parseRehearsalClock, rehearsalClock } from './report-clock';

describe('the daily report rehearsal clock', () => {
  const setting = {
    startsAt: new Date('2030-03-12T07:59:00+02:00'),
    realStart: new Date('2026-11-24T09:00:00Z'),
    speed: 3600,
  };

  it('stands at its start until the real start, then runs `speed` times as fast', () => {
    const at = (real: string) =>
      rehearsalClock(setting, () => Date.parse(real))
        .now()
        .toISOString();
    expect(at('2026-11-24T08:59:00Z')).toBe('2030-03-12T05:59:00.000Z');
    expect(at('2026-11-24T09:00:00Z')).toBe('2030-03-12T05:59:00.000Z');
    expect(at('2026-11-24T09:00:01Z')).toBe('2030-03-12T06:59:00.000Z');
  });

  it('says how many real milliseconds remain until it reads a time', () => {
    const clock = rehearsalClock(setting, () => Date.parse('2026-11-24T08:59:59Z'));
    // 08:00 is a minute after the start (1/60 s at 3600×), and the start is a second away.
    expect(clock.realMsUntil?.(new Date('2030-03-12T08:00:00+02:00'))).toBeCloseTo(1000 + 1000 / 60);
    expect(clock.realMsUntil?.(new Date('2030-03-11T08:00:00+02:00'))).toBe(0);
  });

  it('parses `<time> from <real time> x<speed>` and refuses anything else', () => {
    expect(parseRehearsalClock('2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z x3600')).toEqual(setting);
    for (const bad of [
      '',
      'now',
      '2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z',
      '2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z x0',
      '2030-03-12T99:00 from 2026-11-24T09:00:00Z x10',
      '2030 from 2026 x10',
    ]) {
      expect(parseRehearsalClock(bad), bad).toBeUndefined();
    }
  });

  it('finds the next 08:00 in Johannesburg, never the present moment', () => {
    const next = (local: string) => nextReportTime(new Date(`${local}+02:00`)).toISOString();
    expect(next('2030-03-12T07:59:59')).toBe('2030-03-12T06:00:00.000Z');
    expect(next('2030-03-12T08:00:00')).toBe('2030-03-13T06:00:00.000Z');
    expect(next('2030-03-12T23:30:00')).toBe('2030-03-13T06:00:00.000Z');
    expect(next('2030-03-13T00:10:00')).toBe('2030-03-13T06:00:00.000Z');
  });
});

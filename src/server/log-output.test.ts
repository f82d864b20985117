import { expect, it } from 'vitest';
import { formatLogLine } from './log-output';

it('shows time, level and message first, then the details, without pino bookkeeping', () => {
  const time = new Date(2026, 10, 23, 14, 2, 7).getTime();
  const line = JSON.stringify({
    level: 30,
    time,
    pid: 1,
    hostname: 'h',
    reqId: 'req-1',
    msg: 'request',
    method: 'POST',
    status: 200,
    err: { type: 'X' },
  });
  expect(formatLogLine(line)).toBe('14:02:07 INFO  request  method=POST status=200 err={"type":"X"}\n');
});

it('passes a line that is not JSON through unchanged', () => {
  expect(formatLogLine('plain text\n')).toBe('plain text\n');
});

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// pino's own fields, shown as the line's time, level and message rather than repeated after it.
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);

/**
 * One pino JSON line as a person reads it on a terminal: `14:02:07 INFO  request method=POST …`.
 * Piped (to a file, journald, a log shipper) the server keeps pino's JSON; main.ts chooses.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '--:--:--';
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const details = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  return `${time} ${level} ${message}${details ? `  ${details}` : ''}\n`;
}

export function readableLogStream(out: NodeJS.WritableStream): { write(line: string): void } {
  return { write: (line) => void out.write(formatLogLine(line)) };
}

import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Cookie-less unique visitors that store no IP address (DECISIONS §7.5, POPIA): a keyed
 * hash of the day, the address and the user agent. The key lives in the data folder and
 * the day is part of the input, so a visitor cannot be followed from one day to the next
 * and the stored value cannot be reversed to an address.
 */
export function createVisitorKeyer(dataDir: string) {
  const secretFile = path.join(dataDir, 'visitor-key.secret');
  let secret: Buffer;
  try {
    secret = fs.readFileSync(secretFile);
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(32);
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
  }
  return (input: { ip: string; userAgent: string | undefined; day: string }): string =>
    createHmac('sha256', secret).update(`${input.day}\n${input.ip}\n${input.userAgent ?? ''}`).digest('base64url').slice(0, 22);
}

export type VisitorKeyer = ReturnType<typeof createVisitorKeyer>;

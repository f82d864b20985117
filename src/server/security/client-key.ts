import { createHmac } from 'node:crypto';

/** A keyed hash of a client address: what limits and quotas count by, never the address (POPIA). */
export type ClientKeyer = (ip: string) => string;

export function createClientKeyer(secret: Buffer): ClientKeyer {
  return (ip) => createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22);
}

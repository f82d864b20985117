import { createHmac } from 'node:crypto';
import { clientGroup } from './client-group';

/** A keyed hash of a client address: what limits and quotas count by, never the address (POPIA). */
export type ClientKeyer = (ip: string) => string;

/** Addresses whose hash is remembered; past this the memory starts empty again. */
const REMEMBERED_ADDRESSES = 10_000;

/**
 * Every address of one client group (an IPv6 /64, an IPv4-mapped address as IPv4) keys alike (ADR 022).
 * Every API request is keyed (the rate limit), so the hash of a recent address is kept in memory
 * (ADR 039): in this process only, never written or logged, forgotten when the process ends.
 */
export function createClientKeyer(secret: Buffer, remembered = REMEMBERED_ADDRESSES): ClientKeyer {
  const keys = new Map<string, string>();
  return (ip) => {
    let key = keys.get(ip);
    if (key === undefined) {
      key = createHmac('sha256', secret).update(clientGroup(ip)).digest('base64url').slice(0, 22);
      if (keys.size >= remembered) keys.clear();
      keys.set(ip, key);
    }
    return key;
  };
}

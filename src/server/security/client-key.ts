import { createHmac } from 'node:crypto';
import { clientGroup } from './client-group';

/** A keyed hash of a client address: what limits and quotas count by, never the address (POPIA). */
export type ClientKeyer = (ip: string) => string;

/** Every address of one client group (an IPv6 /64, an IPv4-mapped address as IPv4) keys alike (ADR 022). */
export function createClientKeyer(secret: Buffer): ClientKeyer {
  return (ip) => createHmac('sha256', secret).update(clientGroup(ip)).digest('base64url').slice(0, 22);
}

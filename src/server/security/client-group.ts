import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-client limit counts as one client (ADR 022): an IPv4 address, or an IPv6 /64
 * (one household or server is given a whole /64, so each of its 2^64 addresses counting on its
 * own would multiply every limit). An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a
 * dual-stack socket reports IPv4 clients) is that IPv4 address.
 */
export function clientGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address);
  const mapped = hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function expandIPv6(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address;
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

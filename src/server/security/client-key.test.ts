import { expect, it } from 'vitest';
import { createClientKeyer } from './client-key';

it('keys an address the same whether remembered or hashed again, and forgets past its bound (ADR 039)', () => {
  const secret = Buffer.from('a secret of the test');
  const remembering = createClientKeyer(secret, 2);
  const fresh = (ip: string) => createClientKeyer(secret)(ip);
  for (const ip of ['203.0.113.5', '203.0.113.5', '2001:db8::1', '198.51.100.7', '203.0.113.5'])
    expect(remembering(ip)).toBe(fresh(ip));
  // One client group, one key (ADR 022); another secret, another key.
  expect(remembering('2001:db8::2')).toBe(remembering('2001:db8::1'));
  expect(createClientKeyer(Buffer.from('another secret'))('203.0.113.5')).not.toBe(fresh('203.0.113.5'));
});

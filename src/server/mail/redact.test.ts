import { describe, expect, it } from 'vitest';
import { redactAddresses, redactCredentials } from './redact';

describe('redactCredentials', () => {
  it.each([
    ['smtps://user%40x.co:p%40ss@smtp.example:465 refused', 'smtps://***@smtp.example:465 refused'],
    ['postgres://app:pw@db/grainline and smtp://u:p@h', 'postgres://***@db/grainline and smtp://***@h'],
    ['550 <joe@example.co.za> unknown', '550 <joe@example.co.za> unknown'],
  ])('%s', (input, output) => {
    expect(redactCredentials(input)).toBe(output);
  });

  it('bounds the length of a stored error', () => {
    expect(redactCredentials('x'.repeat(5000))).toHaveLength(1000);
  });
});

describe('redactAddresses', () => {
  it('removes every e-mail address from a log line', () => {
    expect(redactAddresses('550 5.1.1 <joe.soap+q@example.co.za>: Recipient rejected; cc ann@b.io')).toBe(
      '550 5.1.1 <<address>>: Recipient rejected; cc <address>',
    );
  });
});

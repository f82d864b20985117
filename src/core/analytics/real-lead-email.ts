import { analyticsDay } from './analytics-day';

/**
 * ANALYTICS-07: a placeholder or test address is not a real lead. The reserved test domains of
 * RFC 2606 and RFC 6761, and the local parts people type when they will not give one.
 */
const PLACEHOLDER_LOCAL_PARTS = new Set([
  'test',
  'testing',
  'placeholder',
  'noemail',
  'no-email',
  'none',
  'noreply',
  'no-reply',
  'nobody',
  'example',
  'asdf',
  'fake',
]);
const TEST_DOMAINS = new Set(['example.com', 'example.org', 'example.net', 'test.com', 'mailinator.com']);
const TEST_TLDS = ['.test', '.example', '.invalid', '.localhost'];

export function isRealLeadEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (PLACEHOLDER_LOCAL_PARTS.has(local.split('+')[0] ?? local)) return false;
  if (TEST_DOMAINS.has(domain) || domain === 'localhost') return false;
  return !TEST_TLDS.some((tld) => domain.endsWith(tld));
}

/** ANALYTICS-25: who a lead record's lead is, one person (by e-mail, in any case) on one Johannesburg day. */
export function personDay(lead: { email: string; created_at: string }): string {
  return `${analyticsDay(new Date(lead.created_at))} ${lead.email.trim().toLowerCase()}`;
}

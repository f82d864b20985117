import { describe, expect, it } from 'vitest';
import { contactFormSchema, LEAD_MESSAGES, leadInfoSchema, NO_LINKS_MESSAGES } from './lead-info-schema';

const valid = { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 0142' };

const firstMessage = (input: unknown): string | undefined => {
  const result = leadInfoSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('lead info (QUOTE-05 contact form)', () => {
  it.each(['Ŝtefan Ŋgu', 'J. R. R. Tolkien', "Mary-Jane O'Neil", '王小明', 'Nguyễn Văn An', 'محمد علي'])(
    'accepts the name %s',
    (fullName) => {
      expect(firstMessage({ ...valid, fullName, companyName: 'Smith & Sons (Pty) Ltd.' })).toBeUndefined();
    },
  );

  it.each([
    ['a plain South African number', '082 555 0142'],
    ['an international number with a trunk zero', '+27 (0)82 555-0142'],
    ['dots', '082.555.0142'],
    ['slashes', '082/555/0142'],
  ])('accepts %s', (_name, phone) => {
    expect(firstMessage({ ...valid, phone })).toBeUndefined();
  });

  it.each([
    ['a one-letter name', { fullName: 'T' }, LEAD_MESSAGES.fullName],
    ['a name that is only spaces', { fullName: '   ' }, LEAD_MESSAGES.fullName],
    ['a NUL in the name', { fullName: 'Thandi\u0000Nkosi' }, 'Name contains characters we cannot store'],
    [
      'a line break in the company',
      { companyName: 'Nkosi\nInteriors' },
      'Company name contains characters we cannot store',
    ],
    ['an address without a domain', { email: 'thandi@example' }, LEAD_MESSAGES.email],
    ['a short phone number', { phone: '082 555' }, LEAD_MESSAGES.phone],
    ['letters in the phone number', { phone: '082 555 CALL' }, LEAD_MESSAGES.phone],
    // The quote e-mail must not carry someone else's message in a name.
    ['a link in the name', { fullName: 'Dear you won R5000! Claim at http://win.example' }, NO_LINKS_MESSAGES.fullName],
    ['a bare domain in the name', { fullName: 'Claim now at prizes.example' }, NO_LINKS_MESSAGES.fullName],
    [
      'www in the name',
      { fullName: 'visit www dot prizes', companyName: 'www.prizes.co.za' },
      NO_LINKS_MESSAGES.companyName,
    ],
    ['an e-mail address in the name', { fullName: 'write to win@prizes' }, NO_LINKS_MESSAGES.fullName],
    ['a domain in the company name', { companyName: 'Prizes.biz' }, NO_LINKS_MESSAGES.companyName],
  ])('refuses %s with its message', (_name, override, message) => {
    expect(firstMessage({ ...valid, ...override })).toBe(message);
  });

  it('trims, and drops an empty company name', () => {
    expect(leadInfoSchema.parse({ ...valid, fullName: '  Thandi Nkosi ', companyName: '  ' })).toEqual(valid);
  });

  it('asks the form for agreement to the terms', () => {
    const result = contactFormSchema.safeParse({ ...valid, agreeToTerms: false });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(LEAD_MESSAGES.agreeToTerms);
  });
});

import { describe, expect, it } from 'vitest';
import { classifySmtpError } from './smtp-error';

function smtpError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('classifySmtpError', () => {
  it.each([
    [
      'connection refused',
      smtpError('connect ECONNREFUSED 127.0.0.1:2525', { code: 'ESOCKET', command: 'CONN' }),
      false,
    ],
    ['timeout', smtpError('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' }), false],
    [
      'bad login (fix the settings, keep the mail)',
      smtpError('Invalid login: 535 Authentication failed', { code: 'EAUTH', responseCode: 535 }),
      false,
    ],
    [
      'greylisted recipient',
      smtpError('Recipient command failed: 450 try later', {
        code: 'EENVELOPE',
        responseCode: 450,
        command: 'RCPT TO',
      }),
      false,
    ],
    [
      'unknown recipient',
      smtpError('Recipient command failed: 550 no such user', {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      }),
      true,
    ],
    [
      'refused sender',
      smtpError('Mail command failed: 553 not allowed', { code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' }),
      true,
    ],
    [
      'refused content',
      smtpError('Message failed: 554 spam', { code: 'EMESSAGE', responseCode: 554, command: 'DATA' }),
      true,
    ],
    [
      'temporarily refused content',
      smtpError('Message failed: 451 local error', { code: 'EMESSAGE', responseCode: 451, command: 'DATA' }),
      false,
    ],
    [
      'too large for the server',
      smtpError('Message size larger than allowed 1000', { code: 'EMESSAGE', command: 'MAIL FROM' }),
      true,
    ],
    ['no recipients', smtpError('No recipients defined', { code: 'EENVELOPE', command: 'API' }), true],
    [
      'all refused, one only for now',
      smtpError("Can't send mail - all recipients were rejected", {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        rejectedErrors: [
          { message: 'a', responseCode: 451 },
          { message: 'b', responseCode: 550 },
        ],
      }),
      false,
    ],
    ['not an Error', 'socket hang up', false],
  ])('%s → permanent %s', (_name, error, permanent) => {
    expect(classifySmtpError(error).permanent).toBe(permanent);
  });

  it('keeps the server reply but never credentials', () => {
    const result = classifySmtpError(
      smtpError('Cannot reach smtp://grain:s3cret@mail.example:587: 421 busy', { code: 'ECONNECTION' }),
    );
    expect(result.error).toBe('Cannot reach smtp://***@mail.example:587: 421 busy');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emlFilesOf } from './eml-file-transport';
import { createMailTransport, type OutgoingMail } from './mail-transport';

const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256)),
]);

const makeOutgoingMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'customer@example.co.za',
  cc: 'office@grainline.example',
  subject: 'Your quote Q-20261122-0001',
  text: 'Thank you for your enquiry.',
  html: '<p>Thank you for your <strong>enquiry</strong>.</p>',
  attachments: [
    { fileName: 'Q-20261122-0001.pdf', contentType: 'application/pdf', contentBase64: pdfBytes.toString('base64') },
  ],
  messageId: '<outbox-7-0123456789abcdef@grainline>',
  date: new Date('2026-11-22T07:59:00.000Z'),
  ...overrides,
});

describe('the .eml file transport (no SMTP settings)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-eml-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const transport = () =>
    createMailTransport({
      dataDir,
      from: 'Grainline Woodworks <quotes@grainline.example>',
      now: () => new Date('2026-11-22T08:00:00.123Z'),
    });

  it('writes one RFC 5322 message named by send time and outbox id', async () => {
    expect(await transport().send(makeOutgoingMail())).toEqual({ ok: true });
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toEqual(['20261122T080000123Z-outbox-7-0123456789abcdef.eml']);
  });

  it('holds the headers, both bodies and the attachment', async () => {
    await transport().send(makeOutgoingMail());
    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    const raw = fs.readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
    const headerEnd = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, headerEnd);
    const body = raw.slice(headerEnd);
    expect(head).toMatch(/^Message-ID: <outbox-7-0123456789abcdef@grainline>$/m);
    expect(head).toMatch(/^From: Grainline Woodworks <quotes@grainline\.example>$/m);
    expect(head).toMatch(/^To: customer@example\.co\.za$/m);
    expect(head).toMatch(/^Cc: office@grainline\.example$/m);
    expect(head).toMatch(/^Subject: Your quote Q-20261122-0001$/m);
    expect(head).toMatch(/^Date: Sun, 22 Nov 2026 07:59:00 \+0000$/m);
    expect(head).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(body).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(body).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(body).toContain('Thank you for your enquiry.');
    expect(body).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(body).toContain('<strong>enquiry</strong>');
    expect(body).toMatch(/^Content-Type: application\/pdf; name=Q-20261122-0001\.pdf$/m);
    const attachment = body.slice(body.indexOf('Content-Type: application/pdf'));
    const base64 = attachment.slice(attachment.indexOf('\r\n\r\n') + 4, attachment.indexOf('\r\n--'));
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').equals(pdfBytes)).toBe(true);
  });

  it('leaves no temporary file behind', async () => {
    await transport().send(makeOutgoingMail({ messageId: '<outbox-8-aa@grainline>' }));
    await transport().send(makeOutgoingMail({ messageId: '<outbox-9-bb@grainline>' }));
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).sort()).toEqual([
      '20261122T080000123Z-outbox-8-aa.eml',
      '20261122T080000123Z-outbox-9-bb.eml',
    ]);
  });

  it('reports a folder it cannot write as a temporary failure', async () => {
    fs.writeFileSync(path.join(dataDir, 'outbox'), 'a file where the folder should be');
    expect(await transport().send(makeOutgoingMail())).toMatchObject({ ok: false, permanent: false });
  });

  it('finds the files of the outbox rows an erasure names, and no other row’s (ADR 041)', async () => {
    for (const id of [7, 17, 70])
      expect(
        await transport().send(makeOutgoingMail({ messageId: `<outbox-${id}-0123456789abcdef@grainline>` })),
      ).toEqual({ ok: true });
    fs.writeFileSync(path.join(dataDir, 'outbox', '20261122T080000123Z-outbox-7-fedcba9876543210.eml.tmp'), 'half');
    const names = (await emlFilesOf(dataDir, [7])).map((file) => path.basename(file)).sort();
    expect(names).toEqual([
      '20261122T080000123Z-outbox-7-0123456789abcdef.eml',
      '20261122T080000123Z-outbox-7-fedcba9876543210.eml.tmp',
    ]);
    expect(await emlFilesOf(dataDir, [])).toEqual([]);
    expect(await emlFilesOf(path.join(dataDir, 'none'), [7])).toEqual([]);
  });
});

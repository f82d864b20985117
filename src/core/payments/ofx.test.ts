import { describe, expect, it } from 'vitest';
import { parseOfxStatement } from './ofx';

// Statements made up for these tests in the two OFX dialects banks export.

/** SGML OFX 1.x: a colon header, then elements whose values are not closed. */
const SGML_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261206120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STMTRS>
<CURDEF>ZAR
<BANKACCTFROM><BANKID>250655<ACCTID>62000000000<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261201<DTEND>20261206
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261201000000[+2:SAST]
<TRNAMT>2500.00
<FITID>202612010001
<NAME>J SMITH
<MEMO>INV000123 deposit
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261202
<TRNAMT>-150.00
<FITID>202612020001
<NAME>POS PURCHASE
<MEMO>POS PURCHASE
</STMTTRN>
<STMTTRN>
<TRNTYPE>CHECK
<DTPOSTED>20261203120000.000
<TRNAMT>1200,50
<FITID>202612030001
<CHECKNUM>1042
<NAME>TIMBER &amp; CO
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>13550.50<DTASOF>20261206</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

/** XML OFX 2.x: an XML declaration and processing instruction, every element closed. */
const XML_OFX = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <STMTRS>
        <CURDEF>ZAR</CURDEF>
        <BANKTRANLIST>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20261204</DTPOSTED>
            <TRNAMT>+999.99</TRNAMT>
            <FITID>X-1</FITID>
            <REFNUM>inv 000125</REFNUM>
            <NAME>A &lt;BIG&gt; CORP</NAME>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20261205</DTPOSTED>
            <TRNAMT>10</TRNAMT>
            <FITID>X-2</FITID>
            <MEMO>CAF&#201; &#x26; DELI</MEMO>
          </STMTTRN>
        </BANKTRANLIST>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>`;

describe('parseOfxStatement', () => {
  it('reads SGML OFX 1.x: unclosed values, time zones on dates, a decimal comma, entities', () => {
    expect(parseOfxStatement(SGML_OFX)).toEqual({
      ok: true,
      lines: [
        {
          postedOn: '2026-12-01',
          amountCents: 250_000,
          description: 'J SMITH INV000123 deposit',
          fitId: '202612010001',
        },
        { postedOn: '2026-12-02', amountCents: -15_000, description: 'POS PURCHASE', fitId: '202612020001' },
        {
          postedOn: '2026-12-03',
          amountCents: 120_050,
          description: 'TIMBER & CO',
          reference: '1042',
          fitId: '202612030001',
        },
      ],
    });
  });

  it('reads XML OFX 2.x', () => {
    expect(parseOfxStatement(XML_OFX)).toEqual({
      ok: true,
      lines: [
        {
          postedOn: '2026-12-04',
          amountCents: 99_999,
          description: 'A <BIG> CORP',
          reference: 'inv 000125',
          fitId: 'X-1',
        },
        { postedOn: '2026-12-05', amountCents: 1_000, description: 'CAFÉ & DELI', fitId: 'X-2' },
      ],
    });
  });

  it('reads a file written on one line, with Windows line ends or a byte-order mark', () => {
    const oneLine = XML_OFX.replace(/\n\s*/g, '');
    const windows = `\uFEFF${SGML_OFX.replace(/\n/g, '\r\n')}`;
    expect(parseOfxStatement(oneLine)).toEqual(parseOfxStatement(XML_OFX));
    expect(parseOfxStatement(windows)).toEqual(parseOfxStatement(SGML_OFX));
  });

  const withTransaction = (body: string) =>
    SGML_OFX.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>/, `<STMTTRN>${body}</STMTTRN>`);

  it.each([
    {
      name: 'a CSV file',
      text: 'Date,Amount\n2026-12-01,10.00',
      code: 'not_a_statement',
      message: 'This is not an OFX file: it has neither an OFX header nor an <OFX> element.',
    },
    {
      name: 'an empty file',
      text: '',
      code: 'not_a_statement',
      message: 'This is not an OFX file: it has neither an OFX header nor an <OFX> element.',
    },
    {
      name: 'a header with no body',
      text: 'OFXHEADER:100\nDATA:OFXSGML\n',
      code: 'malformed',
      message: 'The OFX file has a header but no <OFX> element.',
    },
    {
      name: 'a file cut short',
      text: SGML_OFX.slice(0, SGML_OFX.indexOf('</BANKTRANLIST>')),
      code: 'malformed',
      message: 'The OFX file ends before its closing </OFX>: it may have been cut short.',
    },
    {
      name: 'a transaction never closed',
      text: SGML_OFX.replace(/<\/STMTTRN>/g, ''),
      code: 'malformed',
      message: 'The file has a transaction (<STMTTRN>) that is never closed.',
    },
    {
      name: 'no transactions',
      text: SGML_OFX.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>/, ''),
      code: 'empty',
      message: 'The file holds no transactions.',
    },
    {
      name: 'no date',
      text: withTransaction('<TRNAMT>1.00'),
      code: 'malformed',
      message: 'Transaction 1 has no posting date (DTPOSTED).',
      line: 1,
    },
    {
      name: 'a date that is not one',
      text: withTransaction('<DTPOSTED>20261331<TRNAMT>1.00'),
      code: 'bad_date',
      message: 'Transaction 1: "20261331" is not an OFX date (YYYYMMDD…).',
      line: 1,
    },
    {
      name: 'no amount',
      text: withTransaction('<DTPOSTED>20261201'),
      code: 'malformed',
      message: 'Transaction 1 has no amount (TRNAMT).',
      line: 1,
    },
    {
      name: 'an amount that is not one',
      text: withTransaction('<DTPOSTED>20261201<TRNAMT>1.2.3'),
      code: 'bad_amount',
      message: 'Transaction 1: "1.2.3" is not an amount.',
      line: 1,
    },
  ])('answers $name with a clear error', ({ text, code, message, line }) => {
    expect(parseOfxStatement(text)).toEqual({
      ok: false,
      error: line === undefined ? { code, message } : { code, message, line },
    });
  });
});

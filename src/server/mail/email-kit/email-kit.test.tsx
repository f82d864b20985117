import { describe, expect, it } from 'vitest';
import { Button, Email, Heading, Lines, Link, List, Money, Paragraph, renderEmail, Rows } from './email-kit';

describe('the e-mail kit: one tree, two parts (ADR 036)', () => {
  it('reads the text part from the same tree React renders, block by block', () => {
    const Greeting = ({ name }: { name: string }) => <Paragraph>Hello {name},</Paragraph>;
    const { html, text } = renderEmail(
      <Email title="Subject">
        <Greeting name="Thandi" />
        <Heading>What happens next</Heading>
        <List
          numbered
          items={[
            'Call',
            <>
              Measure
              <br />
              then cut
            </>,
          ]}
        />
        <Rows rows={[['Total', <Money cents={123_456} />]]} />
        <Lines>
          First
          <>
            Open <Link href="https://x.example/q">your quote</Link>
          </>
        </Lines>
        <Button href="https://x.example/a">Accept</Button>
        <Button href="https://x.example/b" inText={false}>
          Only in the HTML
        </Button>
      </Email>,
    );
    expect(text).toBe(
      [
        'Hello Thandi,',
        '',
        'What happens next:',
        '1. Call',
        '2. Measure',
        '   then cut',
        '',
        'Total: R 1,234.56',
        '',
        'First',
        'Open your quote (https://x.example/q)',
        '',
        'Accept: https://x.example/a',
      ].join('\n'),
    );
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<ol style="padding-left:20px">');
    expect(html).toContain('<td style="padding:2px 0;vertical-align:top;white-space:pre-line">R 1,234.56</td>');
    expect(html).toContain('>Only in the HTML</a>');
  });

  it('keeps unlabelled links as their address in the text', () => {
    const { text } = renderEmail(
      <Email title="t">
        <Paragraph>
          See <Link href="https://x.example/v" />
        </Paragraph>
      </Email>,
    );
    expect(text).toBe('See https://x.example/v');
  });
});

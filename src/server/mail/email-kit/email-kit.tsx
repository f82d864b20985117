import { Children, Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatRand } from '#core/money';
import type { MailAttachment, MailMessage } from '../mail-message';
import { blockComponent, inlineComponent, inlineText, joinTextBlocks, textBlocks, type TextBlock } from './email-text';

/**
 * The e-mail kit (ADR 036): every e-mail the product sends is a tree of these components.
 * React renders the HTML part and escapes every value in it (the only escaping there is);
 * `email-text.ts` reads the plain-text part from the same tree; amounts go through `<Money>`,
 * which is `formatRand` (PRICE-16). Inline styles and tables only, which every common mail
 * client shows; no scripts, no images but a partner's logo.
 */

const INK = '#2b2118';
const MUTED = '#6b5b4b';
const ACCENT = '#7a4b22';
const GOOD = '#2f6338';
const BAD = '#a33';
const RULE = '#e7ddd0';

type Tone = 'muted' | 'fine' | 'good' | 'large';

const TONES: Record<Tone, CSSProperties> = {
  muted: { color: MUTED, fontSize: 14 },
  fine: { color: MUTED, fontSize: 13 },
  good: { color: GOOD },
  large: { fontSize: 18 },
};

/** The black band at the top with the sender's name (and a partner's logo); the HTML's frame only. */
export interface EmailBand {
  name: string;
  logoUrl?: string | undefined;
}

/**
 * The document: a phone shows it at its own width (viewport, fluid width) with text it can read
 * without zooming: 16 px body, nothing under 13 px (QUOTE-24). The band is the HTML's frame: an
 * e-mail that wants the sender's name in its text says it in its own sign-off.
 */
export const Email = blockComponent<{
  title: string;
  band?: EmailBand | undefined;
  maxWidth?: number;
  children: ReactNode;
}>(
  'Email',
  ({ title, band, maxWidth = 600, children }) => (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <title>{title}</title>
      </head>
      <body
        style={{ margin: 0, padding: 0, background: '#f6f1ea', WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' }}
      >
        <div
          style={{
            width: '100%',
            maxWidth,
            margin: '0 auto',
            background: '#fff',
            fontFamily: 'Helvetica,Arial,sans-serif',
            color: INK,
            fontSize: 16,
            lineHeight: 1.5,
          }}
        >
          {band ? (
            <div
              style={{
                background: '#111',
                color: '#fff',
                padding: '16px 20px',
                fontSize: 20,
                fontWeight: 'bold',
                wordWrap: 'break-word',
              }}
            >
              {band.logoUrl ? (
                <img
                  src={band.logoUrl}
                  alt=""
                  height="40"
                  style={{
                    height: 40,
                    verticalAlign: 'middle',
                    marginRight: 12,
                    background: '#fff',
                    padding: 4,
                    borderRadius: 4,
                  }}
                />
              ) : null}
              {band.name}
            </div>
          ) : null}
          <div style={{ padding: 20 }}>{children}</div>
        </div>
      </body>
    </html>
  ),
  ({ children }) => textBlocks(children),
);

/** An amount in the one money format, 'R 1,234.56' (PRICE-16). */
export const Money = inlineComponent<{ cents: number }>(
  'Money',
  ({ cents }) => formatRand(cents),
  ({ cents }) => formatRand(cents),
);

/** A link inside a line; without a label it shows its address. The text part keeps the address. */
export const Link = inlineComponent<{ href: string; children?: ReactNode }>(
  'Link',
  ({ href, children }) => (
    <a href={href} style={{ color: ACCENT, wordBreak: 'break-all' }}>
      {children ?? href}
    </a>
  ),
  ({ href, children }) => {
    const label = inlineText(children);
    return label === '' || label === href ? href : `${label} (${href})`;
  },
);

/** A coloured or smaller run of text inside a line. */
export const Text = inlineComponent<{ tone: Tone; children: ReactNode }>(
  'Text',
  ({ tone, children }) => <span style={TONES[tone]}>{children}</span>,
  ({ children }) => inlineText(children),
);

interface ParagraphProps {
  tone?: Tone | undefined;
  /** A thin rule above, before the closing words of the message. */
  ruleAbove?: boolean;
  /** Keeps the line breaks of text someone typed (a note, a reason). */
  keepLineBreaks?: boolean;
  children: ReactNode;
}

const paragraphStyle = ({ tone, ruleAbove, keepLineBreaks }: Omit<ParagraphProps, 'children'>): CSSProperties => ({
  ...(tone ? TONES[tone] : {}),
  ...(ruleAbove ? { borderTop: `1px solid ${RULE}`, paddingTop: 12 } : {}),
  ...(keepLineBreaks ? { whiteSpace: 'pre-line' } : {}),
});

/** A paragraph: one block of the text part. */
export const Paragraph = blockComponent<ParagraphProps>(
  'Paragraph',
  ({ children, ...style }) => <p style={paragraphStyle(style)}>{children}</p>,
  ({ children }) => inlineText(children),
);

/** Lines that belong together (an address and its hours): one paragraph, one line each, in both parts. */
export const Lines = blockComponent<Omit<ParagraphProps, 'keepLineBreaks'>>(
  'Lines',
  ({ children, ...style }) => (
    <p style={paragraphStyle(style)}>
      {Children.toArray(children).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ),
  ({ children }) =>
    Children.toArray(children)
      .map((line) => inlineText(line))
      .join('\n'),
);

/** The message's opening: who it is from and what it is, then the one figure that matters, large. */
export const Headline = blockComponent<{ kicker: ReactNode; children: ReactNode }>(
  'Headline',
  ({ kicker, children }) => (
    <>
      <p style={{ margin: '0 0 4px', ...TONES.muted }}>{kicker}</p>
      <p style={{ margin: '0 0 16px', fontSize: 20 }}>{children}</p>
    </>
  ),
  ({ kicker, children }) => [{ text: `${inlineText(kicker)}\n${inlineText(children)}` }],
);

/** A section's title; in the text part 'Title:' on the line before its section. */
export const Heading = blockComponent<{ children: ReactNode }>(
  'Heading',
  ({ children }) => <h2 style={{ fontSize: 16, margin: '24px 0 8px', color: INK }}>{children}</h2>,
  ({ children }) => [{ text: `${inlineText(children)}:`, keepWithNext: true }],
);

/**
 * A list. Numbered: '1. ' before each item in the text part; otherwise each item starts its own
 * line. An item's further lines (after a `<br>`) are indented under its first.
 */
export const List = blockComponent<{ items: readonly ReactNode[]; numbered?: boolean }>(
  'List',
  ({ items, numbered }) => {
    const children = items.map((item, index) => (
      <li key={index} style={numbered ? { marginBottom: 10 } : undefined}>
        {item}
      </li>
    ));
    return numbered ? <ol style={{ paddingLeft: 20 }}>{children}</ol> : <ul style={{ paddingLeft: 20 }}>{children}</ul>;
  },
  ({ items, numbered }) =>
    items
      .map((item, index) => {
        const marker = numbered ? `${index + 1}. ` : '';
        const indent = ' '.repeat(Math.max(2, marker.length));
        return inlineText(item)
          .split('\n')
          .map((line, lineIndex) => (lineIndex === 0 ? marker : indent) + line)
          .join('\n');
      })
      .join('\n'),
);

/** Labelled values ('Client price: R 2,000.00'), a two-column table in the HTML. */
export const Rows = blockComponent<{ rows: readonly (readonly [label: string, value: ReactNode])[] }>(
  'Rows',
  ({ rows }) => (
    <table
      role="presentation"
      cellSpacing={0}
      cellPadding={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
    >
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <td style={{ padding: '2px 16px 2px 0', color: MUTED, verticalAlign: 'top' }}>{label}</td>
            <td style={{ padding: '2px 0', verticalAlign: 'top', whiteSpace: 'pre-line' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  ({ rows }) => rows.map(([label, value]) => `${label}: ${inlineText(value)}`).join('\n'),
);

/**
 * The message's one action as a button. The text part gives 'Label: address'; `inText={false}`
 * when the text part carries the same link further down in its own words.
 */
export const Button = blockComponent<{ href: string; children: ReactNode; inText?: boolean }>(
  'Button',
  ({ href, children }) => (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: ACCENT,
          color: '#fff',
          padding: '12px 20px',
          borderRadius: 6,
          textDecoration: 'none',
          fontSize: 16,
          fontWeight: 'bold',
        }}
      >
        {children}
      </a>
    </p>
  ),
  ({ href, children, inText = true }) => (inText ? `${inlineText(children)}: ${href}` : []),
);

/** Colours of a figure's change in a table: down in red, otherwise green. */
export const changeColour = (change: number | null) => ((change ?? 0) < 0 ? BAD : GOOD);

/** The report's cell style, shared by an e-mail's own tables. */
export const TABLE_CELL: CSSProperties = { padding: '6px 8px', borderBottom: `1px solid ${RULE}` };
export const ACCENT_COLOUR = ACCENT;

/** Block-level tags that start on a line of their own in the HTML, so a snapshot's diff reads by line. */
const NEW_LINE_BEFORE = /<(?=(?:head|body|div|p|h2|table|tr|ul|ol|li)[\s>])/g;

/** Both parts of an e-mail from its one element tree. */
export function renderEmail(email: ReactElement): { html: string; text: string } {
  // React escapes every text and attribute value (a '<' in one is an entity), so the line
  // breaks go only between elements.
  const html = `<!doctype html>\n${renderToStaticMarkup(email).replace(NEW_LINE_BEFORE, '\n<')}\n`;
  return { html, text: joinTextBlocks(textBlocks(email)) };
}

export interface Envelope {
  to: string;
  subject: string;
  /** The From display name, when not the workshop's (`MailMessage.fromName`). */
  fromName?: string | undefined;
  replyTo?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** A `MailMessage` for the outbox: the envelope, and the HTML and text parts of `email`. */
export function emailMessage(envelope: Envelope, email: ReactElement): MailMessage {
  const { html, text } = renderEmail(email);
  return {
    to: envelope.to,
    ...(envelope.fromName ? { fromName: envelope.fromName } : {}),
    ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}),
    subject: envelope.subject,
    text,
    html,
    ...(envelope.attachments ? { attachments: envelope.attachments } : {}),
  };
}

export type { TextBlock };

import type { Comparison, DailyReportFigures, RankedKey } from '#core/reports/daily-report-figures';
import type { Suggestion } from '#core/reports/report-suggestions';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { formatDuration } from '#core/analytics/figure-definitions';
import { formatDateTime } from '#core/dates';
import { formatRand } from '#core/money';
import { blockComponent } from '../mail/email-kit/email-text';
import {
  ACCENT_COLOUR,
  changeColour,
  Email,
  Heading,
  Link,
  List,
  Paragraph,
  renderEmail,
  TABLE_CELL,
  Text,
} from '../mail/email-kit/email-kit';

function formatValue(value: number, format: Comparison['format']): string {
  switch (format) {
    case 'percent':
      return `${value}%`;
    case 'rand':
      // The one money format (PRICE-16): 'R 1,234.56', as on every screen, PDF and e-mail.
      return formatRand(value);
    case 'seconds':
      return formatDuration(value);
    case 'count':
      return String(value);
  }
}

const changeText = (row: Comparison) =>
  row.changePercent === null
    ? 'new'
    : row.changePercent === 0
      ? 'no change'
      : `${row.changePercent > 0 ? '+' : ''}${row.changePercent}%`;
const listText = (rows: readonly RankedKey[]) =>
  rows.length === 0 ? 'none recorded' : rows.map((row) => `${row.key} (${row.visitors})`).join(', ');

/** The headline figures: a table in the HTML, 'Label: value (week before: …, change)' lines in the text. */
const FigureTable = blockComponent<{ rows: readonly Comparison[]; column: string }>(
  'FigureTable',
  ({ rows, column }) => (
    <table
      role="presentation"
      cellSpacing={0}
      cellPadding={0}
      style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
    >
      <tbody>
        <tr>
          <th align="left" style={TABLE_CELL}>
            Figure
          </th>
          <th align="right" style={TABLE_CELL}>
            {column}
          </th>
          <th align="right" style={TABLE_CELL}>
            Week before
          </th>
          <th align="right" style={TABLE_CELL}>
            Change
          </th>
        </tr>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={TABLE_CELL}>{row.label}</td>
            <td align="right" style={TABLE_CELL}>
              <strong>{formatValue(row.value, row.format)}</strong>
            </td>
            <td align="right" style={TABLE_CELL}>
              {formatValue(row.weekAgo, row.format)}
            </td>
            <td align="right" style={{ ...TABLE_CELL, color: changeColour(row.changePercent) }}>
              {changeText(row)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  ({ rows }) =>
    rows
      .map(
        (row) =>
          `${row.label}: ${formatValue(row.value, row.format)} (week before: ${formatValue(row.weekAgo, row.format)}, ${changeText(row)})`,
      )
      .join('\n'),
);

/** The funnel: coloured table cells as bars in the HTML, the counts with the week before's in the text. */
const FunnelBars = blockComponent<{ funnel: DailyReportFigures['funnel'] }>(
  'FunnelBars',
  ({ funnel }) => {
    const most = Math.max(1, ...funnel.map((stage) => stage.visitors));
    return (
      <table
        role="presentation"
        cellSpacing={0}
        cellPadding={0}
        style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
      >
        <tbody>
          {funnel.map((stage) => (
            <tr key={stage.stage}>
              <td style={{ padding: '4px 8px', width: '45%' }}>{stage.stage}</td>
              <td style={{ padding: '4px 8px' }}>
                <table role="presentation" cellSpacing={0} cellPadding={0} style={{ width: '100%' }}>
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: ACCENT_COLOUR,
                          height: 14,
                          width: `${Math.max(1, Math.round((stage.visitors / most) * 100))}%`,
                        }}
                      />
                      <td />
                    </tr>
                  </tbody>
                </table>
              </td>
              <td align="right" style={{ padding: '4px 8px' }}>
                {stage.visitors}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  ({ funnel }) =>
    funnel.map((stage) => `  ${stage.stage}: ${stage.visitors} (week before: ${stage.weekAgo})`).join('\n'),
);

export interface ComposedReport {
  subject: string;
  text: string;
  html: string;
}

/**
 * The daily report e-mail (ANALYTICS-22): a plain-text part and an HTML part made of
 * tables and inline styles only, which every common mail client shows; no scripts, no
 * images to fetch, the funnel drawn as coloured table cells.
 */
export function composeDailyReport({
  figures,
  suggestions,
  business,
  test,
  soFarUntil,
}: {
  figures: DailyReportFigures;
  suggestions: readonly Suggestion[];
  business: BusinessDetails;
  test: boolean;
  /** ANALYTICS-23: a test report covers its day up to this moment, and says so. */
  soFarUntil?: Date;
}): ComposedReport {
  const subject = `${test ? '[Test] ' : ''}${business.name} daily report for ${figures.day}${soFarUntil ? ' (so far)' : ''}`;
  const compared = `compared with ${figures.weekAgoDay}, the same weekday a week earlier${soFarUntil ? ' (the whole day)' : ''}`;
  const covers = soFarUntil ? `today so far (${figures.day}, up to ${formatDateTime(soFarUntil)})` : figures.day;
  const { html, text } = renderEmail(
    <Email title={subject} band={{ name: `${business.name} · daily report` }} maxWidth={640}>
      <Paragraph tone="muted">{subject}</Paragraph>
      <Paragraph>
        Figures for <strong>{covers}</strong>, {compared}.
      </Paragraph>
      <FigureTable rows={figures.headline} column={soFarUntil ? 'Today so far' : 'The day'} />
      <Heading>Funnel</Heading>
      <FunnelBars funnel={figures.funnel} />
      <Paragraph>Where people stopped: {listText(figures.dropOffs)}</Paragraph>
      <Heading>Who came</Heading>
      <Paragraph>
        Devices: {figures.devices.map((row) => `${row.label} ${row.value} (${changeText(row)})`).join(', ')}
        <br />
        Countries: {listText(figures.countries)}
      </Paragraph>
      <Heading>What they designed</Heading>
      <Paragraph>
        Popular woods: {listText(figures.woods)}
        <br />
        Surface types: {listText(figures.surfaceTypes)}
      </Paragraph>
      <Heading>Three things to try today</Heading>
      <List
        numbered
        items={suggestions.map((suggestion) => (
          <>
            <strong>{suggestion.title}</strong>
            <br />
            {suggestion.advice}
            <br />
            <Text tone="muted">Because: {suggestion.trigger}</Text>
          </>
        ))}
      />
      <Paragraph>
        Visitor dashboard: <Link href={`${business.publicUrl}/visitors`} />
      </Paragraph>
    </Email>,
  );
  return { subject, text, html };
}

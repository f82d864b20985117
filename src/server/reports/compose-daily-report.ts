import type { Comparison, DailyReportFigures, RankedKey } from '#core/reports/daily-report-figures';
import type { Suggestion } from '#core/reports/report-suggestions';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { formatDuration } from '#core/analytics/figure-definitions';
import { formatDateTime } from '#core/dates';
import { formatRand } from '#core/money';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

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
  row.changePercent === null ? 'new' : row.changePercent === 0 ? 'no change' : `${row.changePercent > 0 ? '+' : ''}${row.changePercent}%`;
const listText = (rows: readonly RankedKey[]) => (rows.length === 0 ? 'none recorded' : rows.map((row) => `${row.key} (${row.visitors})`).join(', '));

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
  const column = soFarUntil ? 'Today so far' : 'The day';
  const text = [
    subject,
    `Figures for ${covers}, ${compared}.`,
    '',
    ...figures.headline.map(
      (row) => `${row.label}: ${formatValue(row.value, row.format)} (week before: ${formatValue(row.weekAgo, row.format)}, ${changeText(row)})`,
    ),
    '',
    'Funnel:',
    ...figures.funnel.map((stage) => `  ${stage.stage}: ${stage.visitors} (week before: ${stage.weekAgo})`),
    `Where people stopped: ${listText(figures.dropOffs)}`,
    '',
    `Devices: ${figures.devices.map((row) => `${row.label} ${row.value} (${changeText(row)})`).join(', ')}`,
    `Countries: ${listText(figures.countries)}`,
    `Popular woods: ${listText(figures.woods)}`,
    `Surface types: ${listText(figures.surfaceTypes)}`,
    '',
    'Three things to try today:',
    ...suggestions.flatMap((suggestion, index) => [`${index + 1}. ${suggestion.title}`, `   ${suggestion.advice}`, `   Because: ${suggestion.trigger}`]),
    '',
    `Visitor dashboard: ${business.publicUrl}/visitors`,
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e7ddd2';
  const maxFunnel = Math.max(1, ...figures.funnel.map((stage) => stage.visitors));
  const section = (title: string) => `<h2 style="font-size:16px;margin:24px 0 8px;color:#2b2118">${escapeHtml(title)}</h2>`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#2b2118;max-width:640px;margin:0 auto;background:#ffffff">
<div style="background:#111;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">${escapeHtml(business.name)} · daily report</div>
<div style="padding:8px 20px 20px">
<p>Figures for <strong>${escapeHtml(covers)}</strong>, ${escapeHtml(compared)}.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><th align="left" style="${cell}">Figure</th><th align="right" style="${cell}">${column}</th><th align="right" style="${cell}">Week before</th><th align="right" style="${cell}">Change</th></tr>
${figures.headline.map((row) => `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td align="right" style="${cell}"><strong>${escapeHtml(formatValue(row.value, row.format))}</strong></td><td align="right" style="${cell}">${escapeHtml(formatValue(row.weekAgo, row.format))}</td><td align="right" style="${cell};color:${(row.changePercent ?? 0) < 0 ? '#a33' : '#276738'}">${escapeHtml(changeText(row))}</td></tr>`).join('\n')}
</table>
${section('Funnel')}
<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px">
${figures.funnel.map((stage) => `<tr><td style="padding:4px 8px;width:45%">${escapeHtml(stage.stage)}</td><td style="padding:4px 8px"><table role="presentation" cellspacing="0" cellpadding="0" style="width:100%"><tr><td style="background:#7a4b22;height:14px;width:${Math.max(1, Math.round((stage.visitors / maxFunnel) * 100))}%"></td><td></td></tr></table></td><td align="right" style="padding:4px 8px">${stage.visitors}</td></tr>`).join('\n')}
</table>
<p style="font-size:14px">Where people stopped: ${escapeHtml(listText(figures.dropOffs))}</p>
${section('Who came')}
<p style="font-size:14px">Devices: ${escapeHtml(figures.devices.map((row) => `${row.label} ${row.value} (${changeText(row)})`).join(', '))}<br>Countries: ${escapeHtml(listText(figures.countries))}</p>
${section('What they designed')}
<p style="font-size:14px">Popular woods: ${escapeHtml(listText(figures.woods))}<br>Surface types: ${escapeHtml(listText(figures.surfaceTypes))}</p>
${section('Three things to try today')}
<ol style="font-size:14px;padding-left:20px">
${suggestions.map((suggestion) => `<li style="margin-bottom:10px"><strong>${escapeHtml(suggestion.title)}</strong><br>${escapeHtml(suggestion.advice)}<br><span style="color:#6b5b4b">Because: ${escapeHtml(suggestion.trigger)}</span></li>`).join('\n')}
</ol>
<p><a href="${escapeHtml(business.publicUrl)}/visitors" style="color:#7a4b22">Open the Visitor dashboard</a></p>
</div></body></html>`;
  return { subject, text, html };
}

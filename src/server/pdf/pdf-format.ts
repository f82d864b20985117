import { formatDate } from '#core/dates';
import type { ClientType } from '#core/surface/surface-options';

/** The brand on the file name of the business's own quotes (QUOTE-20: brand prefix + quote number). */
const BRAND_FILE_PREFIX = 'Grainline';

export function formatQuoteDate(iso: string): string {
  return formatDate(new Date(iso));
}

const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  homeowner: 'Homeowner',
  contractor: 'Contractor',
  designer: 'Designer',
};

export function clientTypeLabel(clientType: ClientType): string {
  return CLIENT_TYPE_LABELS[clientType];
}

/** 'Acme Kitchens (Pty) Ltd' → 'Acme-Kitchens-Pty-Ltd': safe in a Content-Disposition header and on any disk. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * `Grainline-Quote-Q-20261122-0007.pdf`; a white-label quote carries the partner's name
 * instead, and never falls back to ours (PARTNER-20).
 */
export function quoteFileName(quoteNumber: string, partnerName: string | undefined): string {
  const prefix = partnerName === undefined ? BRAND_FILE_PREFIX : slug(partnerName);
  const name = `${prefix === '' ? '' : `${prefix}-`}Quote-${slug(quoteNumber)}`;
  return `${name}.pdf`;
}

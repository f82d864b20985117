import { formatDate } from '#core/dates';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { MailMessage } from '../mail/mail-message';
import { formatPercent } from '#core/percent';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A short message in the workshop's own frame: a black band with its name, paragraphs, an optional button. */
function framedMessage({
  to,
  subject,
  business,
  paragraphs,
  link,
}: {
  to: string;
  subject: string;
  business: BusinessDetails;
  paragraphs: string[];
  link?: { label: string; url: string };
}): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), business.name, `${business.email} · ${business.phone}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b2118;max-width:600px;margin:0 auto">
<div style="background:#111;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">${escapeHtml(business.name)}</div>
<div style="padding:20px">
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#7a4b22;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<p style="color:#6b5b4b;font-size:13px">${escapeHtml(business.name)} · ${escapeHtml(business.email)} · ${escapeHtml(business.phone)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

const typeLabel = (type: PartnerApplication['businessType']) => (type === 'contractor' ? 'Contractor' : 'Reseller');

/** To the workshop: a new trade-partner application to review. */
export function composeApplicationReceivedEmail({ application, business }: { application: PartnerApplication; business: BusinessDetails }): MailMessage {
  const details = [
    `Business: ${application.businessName} (${typeLabel(application.businessType)})`,
    `Contact: ${application.contactName}, ${application.contactEmail}, ${application.contactPhone}`,
    `Address: ${application.businessAddress}`,
    ...(application.vatNumber ? [`VAT number: ${application.vatNumber}`] : []),
    ...(application.website ? [`Website: ${application.website}`] : []),
    ...(application.note ? [`Note: ${application.note}`] : []),
  ].join('\n');
  return framedMessage({
    to: business.email,
    subject: `New trade partner application: ${application.businessName}`.slice(0, 250).replace(/[\r\n]/g, ' '),
    business,
    paragraphs: ['A new trade partner application is waiting for review.', details],
    link: { label: 'Review applications', url: `${business.publicUrl}/admin` },
  });
}

/**
 * To the applicant, for every application sent: the same answer on screen whether or not the
 * address had applied already (so the form tells no one who has), and the difference here,
 * in the applicant's own mailbox.
 */
export function composeApplicationAcknowledgementEmail({
  to,
  businessName,
  business,
  again,
}: {
  to: string;
  businessName: string;
  business: BusinessDetails;
  again: boolean;
}): MailMessage {
  return framedMessage({
    to,
    subject: `Your trade partner application to ${business.name}`.slice(0, 250).replace(/[\r\n]/g, ' '),
    business,
    paragraphs: again
      ? [
          `We already have an application for ${businessName} from this email address and will be in touch soon; there is no need to apply again.`,
          'If you did not apply, you can ignore this email.',
        ]
      : [
          `Thank you for applying for a trade partner account for ${businessName}. We review every application and will email you once it is decided.`,
          'If you did not apply, you can ignore this email.',
        ],
  });
}

/** To an approved applicant: the single-use setup link (PARTNER-05). */
export function composeSetupLinkEmail({
  application,
  business,
  token,
  expiresAt,
}: {
  application: PartnerApplication;
  business: BusinessDetails;
  token: string;
  expiresAt: Date;
}): MailMessage {
  return framedMessage({
    to: application.contactEmail,
    subject: `Your ${business.name} trade partner account is approved`,
    business,
    paragraphs: [
      `Hello ${application.contactName},`,
      `${business.name} has approved ${application.businessName} as a trade partner, with a ${formatPercent(application.discountPercentage)} discount on all products.`,
      `Choose a username and password to finish setting up your account. The link works once and until ${formatDate(expiresAt)}.`,
    ],
    link: { label: 'Set up your account', url: `${business.publicUrl}/professional/setup?token=${token}` },
  });
}

/** To a rejected applicant: the reason staff gave in the reject dialog (STAFF-05). */
export function composeRejectionEmail({
  application,
  rejectionReason,
  business,
}: {
  application: PartnerApplication;
  rejectionReason: string;
  business: BusinessDetails;
}): MailMessage {
  return framedMessage({
    to: application.contactEmail,
    subject: `Your trade partner application to ${business.name} was not approved`.slice(0, 250).replace(/[\r\n]/g, ' '),
    business,
    paragraphs: [
      `Hello ${application.contactName},`,
      `Thank you for applying for a trade partner account for ${application.businessName}. We are sorry: we cannot approve it at this time.`,
      `The reason: ${rejectionReason}`,
      `If you have questions, reply to this email or contact us at ${business.email}.`,
    ],
  });
}

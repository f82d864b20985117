import { formatDate } from '#core/dates';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { ReactNode } from 'react';
import type { MailMessage } from '../mail/mail-message';
import { formatPercent } from '#core/percent';
import { Button, Email, emailMessage, Lines, Paragraph, Rows } from '../mail/email-kit/email-kit';

/**
 * A short message in the workshop's own frame: a black band with its name, the message, its name and contacts to close.
 */
function framedMessage({
  to,
  subject,
  business,
  children,
}: {
  to: string;
  subject: string;
  business: BusinessDetails;
  children: ReactNode;
}): MailMessage {
  return emailMessage(
    { to, subject },
    <Email title={subject} band={{ name: business.name }}>
      {children}
      <Lines tone="fine">
        {business.name}
        {`${business.email} · ${business.phone}`}
      </Lines>
    </Email>,
  );
}

const typeLabel = (type: PartnerApplication['businessType']) => (type === 'contractor' ? 'Contractor' : 'Reseller');

/** To the workshop: a new trade-partner application to review. */
export function composeApplicationReceivedEmail({
  application,
  business,
}: {
  application: PartnerApplication;
  business: BusinessDetails;
}): MailMessage {
  const subject = `New trade partner application: ${application.businessName}`.slice(0, 250).replace(/[\r\n]/g, ' ');
  return framedMessage({
    to: business.email,
    subject,
    business,
    children: (
      <>
        <Paragraph>A new trade partner application is waiting for review.</Paragraph>
        <Rows
          rows={[
            ['Business', `${application.businessName} (${typeLabel(application.businessType)})`],
            ['Contact', `${application.contactName}, ${application.contactEmail}, ${application.contactPhone}`],
            ['Address', application.businessAddress],
            ...(application.vatNumber ? [['VAT number', application.vatNumber] as const] : []),
            ...(application.website ? [['Website', application.website] as const] : []),
            ...(application.note ? [['Note', application.note] as const] : []),
          ]}
        />
        <Button href={`${business.publicUrl}/admin`}>Review applications</Button>
      </>
    ),
  });
}

/**
 * To the applicant, for every application sent: the same answer on screen whether or not the
 * address had applied already (so the form tells no one who has), and the difference here,
 * in the applicant's own mailbox.
 */
export function composeApplicationAcknowledgementEmail({
  to,
  business,
  again,
}: {
  to: string;
  business: BusinessDetails;
  again: boolean;
}): MailMessage {
  // Anyone can type any address into the form: this e-mail carries nothing the applicant typed
  // (not the business name), so it cannot carry someone's message to a stranger (ADR 040).
  return framedMessage({
    to,
    subject: `Your trade partner application to ${business.name}`.slice(0, 250).replace(/[\r\n]/g, ' '),
    business,
    children: (
      <>
        <Paragraph>
          {again
            ? 'We already have an application from this email address and will be in touch soon; there is no need to apply again.'
            : 'Thank you for applying for a trade partner account. We review every application and will email you once it is decided.'}
        </Paragraph>
        <Paragraph>If you did not apply, you can ignore this email.</Paragraph>
      </>
    ),
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
    children: (
      <>
        <Paragraph>Hello {application.contactName},</Paragraph>
        <Paragraph>
          {business.name} has approved {application.businessName} as a trade partner, with a{' '}
          {formatPercent(application.discountPercentage)} discount on all products.
        </Paragraph>
        <Paragraph>
          Choose a username and password to finish setting up your account. The link works once and until{' '}
          {formatDate(expiresAt)}.
        </Paragraph>
        <Button href={`${business.publicUrl}/professional/setup?token=${token}`}>Set up your account</Button>
      </>
    ),
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
    subject: `Your trade partner application to ${business.name} was not approved`
      .slice(0, 250)
      .replace(/[\r\n]/g, ' '),
    business,
    children: (
      <>
        <Paragraph>Hello {application.contactName},</Paragraph>
        <Paragraph>
          Thank you for applying for a trade partner account for {application.businessName}. We are sorry: we cannot
          approve it at this time.
        </Paragraph>
        <Paragraph keepLineBreaks>The reason: {rejectionReason}</Paragraph>
        <Paragraph>If you have questions, reply to this email or contact us at {business.email}.</Paragraph>
      </>
    ),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SetupLinkDetails } from '#core/accounts/account-schemas';
import { BUSINESS_TYPE_LABELS } from '#client/shared/business-type-label';
import { FormCard, FormPage } from '#client/shared/ui/form-page';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { fetchSetupLink, setupLinkQueryKey } from './partner-api';
import { SetupForm } from './setup-form';
import { formatPercent } from '#core/percent';

const BUTTON_LINK =
  'mt-6 inline-block rounded-lg bg-walnut-700 px-5 py-2.5 font-semibold text-white hover:bg-walnut-800';

function SetupLoading() {
  return (
    <FormCard>
      <div role="status" aria-label="Checking your setup link" className="animate-pulse space-y-4">
        <div className="h-8 w-2/3 rounded bg-walnut-100" />
        <div className="h-4 w-full rounded bg-walnut-50" />
        <div className="h-24 rounded-xl bg-walnut-50" />
        <div className="h-10 rounded bg-walnut-50" />
        <div className="h-10 rounded bg-walnut-50" />
      </div>
    </FormCard>
  );
}

function InvalidSetupLink() {
  return (
    <FormCard>
      <h1 className="font-display text-3xl font-semibold text-ink">Invalid Setup Link</h1>
      <p className="mt-3 text-ink-muted">This setup link is invalid or has expired.</p>
      <p className="mt-2 text-sm text-ink-muted">
        Ask the workshop to send you a new one; each link works once and for 7 days.
      </p>
      <Link to="/" className={BUTTON_LINK}>
        Go to Homepage
      </Link>
    </FormCard>
  );
}

function SetupComplete({ username }: { username: string }) {
  return (
    <FormCard>
      <h1 className="font-display text-3xl font-semibold text-ink">Setup Complete!</h1>
      <p className="mt-3 text-ink-muted">
        Your partner account is ready. Sign in with the username{' '}
        <span className="font-semibold text-ink">{username}</span> and the password you just chose.
      </p>
      <Link to="/professional/login" className={BUTTON_LINK}>
        Go to Login
      </Link>
    </FormCard>
  );
}

function Benefits({ discountPercentage }: { discountPercentage: number }) {
  return (
    <div className="rounded-xl border border-sage-600/30 bg-sage-50 p-4">
      <h2 className="font-semibold text-ink">Your partner benefits</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        <li>{formatPercent(discountPercentage)} discount on all products</li>
        <li>White-label quotes carrying your own logo</li>
        <li>Direct communication with your clients</li>
        <li>Your own professional dashboard for quotes</li>
      </ul>
    </div>
  );
}

function SetupDetails({
  token,
  details,
  onComplete,
}: {
  token: string;
  details: SetupLinkDetails;
  onComplete: (username: string) => void;
}) {
  return (
    <FormCard>
      <h1 className="font-display text-3xl font-semibold text-ink">Complete Your Account Setup</h1>
      <dl className="mt-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Business</dt>
          <dd className="break-words text-ink">{details.businessName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Type</dt>
          <dd className="text-ink">{BUSINESS_TYPE_LABELS[details.businessType]}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Discount</dt>
          <dd className="text-ink">{formatPercent(details.discountPercentage)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        <Benefits discountPercentage={details.discountPercentage} />
      </div>
      <div className="mt-6">
        <SetupForm token={token} details={details} onComplete={onComplete} />
      </div>
    </FormCard>
  );
}

/** PARTNER-05 to PARTNER-07: the single-use link from the approval e-mail (the router ensures ?token=). */
export function PartnerSetupScreen() {
  useDocumentTitle('Professional Account Setup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: setupLinkQueryKey(token),
    queryFn: () => fetchSetupLink(token),
    enabled: token !== '',
  });
  const [completedAs, setCompletedAs] = useState<string | null>(null);

  let content;
  if (completedAs) content = <SetupComplete username={completedAs} />;
  else if (link.isPending) content = <SetupLoading />;
  else if (link.isError || link.data.status !== 'approved') content = <InvalidSetupLink />;
  else content = <SetupDetails token={token} details={link.data} onComplete={setCompletedAs} />;
  return <FormPage wide>{content}</FormPage>;
}

import { useState } from 'react';
import { Link } from 'react-router';
import { FormCard, FormPage } from '#client/shared/ui/form-page';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { ApplicationForm } from './application-form';

function ThankYou({ businessName, contactEmail }: { businessName: string; contactEmail: string }) {
  return (
    <FormCard>
      <h1 className="font-display text-3xl font-semibold text-ink">Thank You for Applying</h1>
      <p className="mt-3 text-ink">
        We have received the application for <span className="font-semibold">{businessName}</span>.
      </p>
      <p className="mt-2 text-ink-muted">
        We have e-mailed a confirmation to {contactEmail} (if you had applied already, it says so: there is no need to
        apply again). Our team reviews every application, usually within two working days. Once it is approved we will
        e-mail a link where you choose your username and password and add your logo.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-walnut-700 px-5 py-2.5 font-semibold text-white hover:bg-walnut-800"
      >
        Back to Configurator
      </Link>
    </FormCard>
  );
}

/** /professional/apply (PARTNER-03): contractors and resellers ask to become trade partners. */
export function PartnerApplyScreen() {
  useDocumentTitle('Apply to Become a Trade Partner');
  const [submitted, setSubmitted] = useState<{ businessName: string; contactEmail: string } | null>(null);
  return (
    <FormPage wide>
      {submitted ? (
        <ThankYou {...submitted} />
      ) : (
        <FormCard>
          <h1 className="font-display text-3xl font-semibold text-ink">Become a Trade Partner</h1>
          <p className="mt-2 text-ink-muted">
            Contractors and resellers get a discount on every product, quotes carrying their own logo, and a dashboard
            to send quotes to their clients. Tell us about your business and we will be in touch.
          </p>
          <div className="mt-6">
            <ApplicationForm onSubmitted={setSubmitted} />
          </div>
        </FormCard>
      )}
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already a partner?{' '}
        <Link to="/professional/login" className="font-semibold text-walnut-700 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </FormPage>
  );
}

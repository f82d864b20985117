import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { contactFormSchema } from '#core/quotes/lead-info-schema';
import type { LeadInfo } from '#core/quotes/quote-view';
import { useChecking } from '#client/shared/proof-of-work/checking-store';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { ContactField } from './contact-field';
import { leadInfoStore } from '#client/shared/quote-in-progress/lead-info-store';
import type { QuoteContent } from './quote-fingerprint';
import { saveFailureToast, saveQuote } from './save-quote';
import { TermsDialog } from './terms-dialog';

interface Props {
  content: QuoteContent;
  sketchIds: readonly string[];
  /** The details saved last time, to start from when the customer edits them. */
  savedLead: LeadInfo | null;
  /** False while the quote cannot be priced (prices loading, a withdrawn wood). */
  canSubmit: boolean;
  /** A signed-in partner makes the quote out to their client (PARTNER-15); their own details come from the account. */
  forClient?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * QUOTE-01's 'Get Your Detailed Quote' with QUOTE-05's messages (the shared schema the server
 * also applies). Saving stores the quote on the server; only then are the details kept.
 */
const WORDING = {
  customer: {
    heading: 'Get Your Detailed Quote',
    intro: 'We save your quote so you can download it as a PDF or have it e-mailed to you.',
    labels: { fullName: 'Full name', email: 'Email', phone: 'Phone', companyName: 'Company (optional)' },
    submit: 'Save & Get My Quote',
    saved: 'Your contact details have been saved successfully.',
  },
  client: {
    heading: "Your Client's Details",
    intro:
      'The quote is made out to your client and carries your business name and logo; your own details come from your account.',
    labels: {
      fullName: "Client's full name",
      email: "Client's email",
      phone: "Client's phone",
      companyName: "Client's company (optional)",
    },
    submit: 'Save Quote for Client',
    saved: "Your client's details have been saved successfully.",
  },
} as const;

export function ContactForm({ content, sketchIds, savedLead, canSubmit, forClient = false, onSaved, onCancel }: Props) {
  const wording = WORDING[forClient ? 'client' : 'customer'];
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      fullName: savedLead?.fullName ?? '',
      email: savedLead?.email ?? '',
      phone: savedLead?.phone ?? '',
      companyName: savedLead?.companyName ?? '',
      agreeToTerms: false,
    },
  });
  const errors = form.formState.errors;

  // A burst's challenge being solved (ADR 040): a moment's "Checking…" on the busy button.
  const checking = useChecking();
  const save = useMutation({
    mutationFn: async (leadInfo: LeadInfo) => {
      await saveQuote({ content, leadInfo, sketchIds });
      leadInfoStore.set(leadInfo);
    },
    onSuccess: () => {
      showToast({ title: 'Information Saved', description: wording.saved, variant: 'success' });
      onSaved();
    },
    onError: (error) => {
      showToast(saveFailureToast(error, 'Failed to save your information. Please try again.'));
    },
  });

  const onSubmit = form.handleSubmit(({ fullName, email, phone, companyName }) => {
    save.mutate({ fullName, email, phone, ...(companyName ? { companyName } : {}) });
  });

  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <h2 id="contact-heading" className="text-xl font-semibold text-ink">
        {wording.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{wording.intro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <ContactField
            id="contact-full-name"
            label={wording.labels.fullName}
            type="text"
            autoComplete="name"
            registration={form.register('fullName')}
            error={errors.fullName?.message}
          />
          <ContactField
            id="contact-email"
            label={wording.labels.email}
            type="email"
            autoComplete="email"
            registration={form.register('email')}
            error={errors.email?.message}
          />
          <ContactField
            id="contact-phone"
            label={wording.labels.phone}
            type="tel"
            autoComplete="tel"
            registration={form.register('phone')}
            error={errors.phone?.message}
          />
          <ContactField
            id="contact-company"
            label={wording.labels.companyName}
            type="text"
            autoComplete="organization"
            registration={form.register('companyName')}
            error={errors.companyName?.message}
          />
        </div>
        <div>
          <div className="flex items-start gap-2.5">
            <input
              id="contact-terms"
              type="checkbox"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? 'contact-terms-message' : 'contact-terms-hint'}
              className="mt-0.5 h-5 w-5 shrink-0 accent-walnut-700"
              {...form.register('agreeToTerms')}
            />
            <div>
              <label htmlFor="contact-terms" className="text-sm font-medium text-ink">
                I agree to the <TermsDialog />
              </label>
              <p id="contact-terms-hint" className="text-sm text-ink-muted">
                Quotes are valid for 30 days; production starts once payment is received.
              </p>
            </div>
          </div>
          <FieldMessage id="contact-terms-message" error={errors.agreeToTerms?.message} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={save.isPending || !canSubmit} data-hm="save-contact">
            {save.isPending ? (checking ? 'Checking…' : 'Saving…') : wording.submit}
          </Button>
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={save.isPending} data-hm="cancel-contact">
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import { Button } from '#client/shared/ui/button';

/** In place of the contact form after Cancel, while no details are saved yet. */
export function ContactPrompt({ onOpen }: { onOpen: () => void }) {
  return (
    <section aria-labelledby="contact-prompt-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <h2 id="contact-prompt-heading" className="text-xl font-semibold text-ink">
        Get Your Detailed Quote
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Leave your details to download your quote as a PDF or have it e-mailed to you.</p>
      <Button size="lg" className="mt-4" onClick={onOpen} data-hm="enter-my-details">
        Enter My Details
      </Button>
    </section>
  );
}

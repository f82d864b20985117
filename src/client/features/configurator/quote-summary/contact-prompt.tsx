import { useSignedInPartner } from '#client/shared/session/use-session';
import { Button } from '#client/shared/ui/button';

const WORDING = {
  customer: {
    heading: 'Get Your Detailed Quote',
    intro: 'Leave your details to download your quote as a PDF or have it e-mailed to you.',
    button: 'Enter My Details',
  },
  // A signed-in partner quotes their client (PARTNER-15): the details asked for are the client's.
  client: {
    heading: "Your Client's Details",
    intro: "Enter your client's details to save the quote, download it as a PDF or send it to them.",
    button: "Enter Client's Details",
  },
} as const;

/** In place of the contact form after Cancel, while no details are saved yet. */
export function ContactPrompt({ onOpen }: { onOpen: () => void }) {
  const wording = WORDING[useSignedInPartner() ? 'client' : 'customer'];
  return (
    <section
      aria-labelledby="contact-prompt-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="contact-prompt-heading" className="text-xl font-semibold text-ink">
        {wording.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{wording.intro}</p>
      <Button size="lg" className="mt-4" onClick={onOpen} data-hm="enter-my-details">
        {wording.button}
      </Button>
    </section>
  );
}

import { CLIENT_TYPES, type ClientType } from '#core/surface/surface-options';
import { RadioCards } from './radio-cards';

const CLIENT_TYPE_CHOICES: Record<ClientType, { label: string; description: string }> = {
  homeowner: { label: 'Homeowner', description: 'For my own home' },
  contractor: { label: 'Contractor', description: 'For a client’s build' },
  designer: { label: 'Designer', description: 'For a design project' },
};

interface Props {
  /** Null while a partner has not said who their client is. */
  clientType: ClientType | null;
  /** A partner quotes someone else: the question is about their client, and has no default. */
  forClient: boolean;
  onChange: (clientType: ClientType) => void;
}

/** QUOTE-06: homeowner (default), contractor or designer; stored with the quote. A partner chooses it. */
export function ClientTypeSection({ clientType, forClient, onChange }: Props) {
  return (
    <section
      aria-labelledby="client-type-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="client-type-heading" className="text-xl font-semibold text-ink">
        Client Type
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {forClient ? 'What kind of client is this quote for? Choose one to save the quote.' : 'Who is this quote for?'}
      </p>
      {clientType === null ? (
        <p role="status" className="mt-2 text-sm font-medium text-danger-700">
          Choose your client’s type.
        </p>
      ) : null}
      <div className="mt-3">
        <RadioCards
          labelledBy="client-type-heading"
          columnsClassName="sm:grid-cols-3 lg:grid-cols-1"
          value={clientType}
          onChange={onChange}
          choices={CLIENT_TYPES.map((value) => ({ value, ...CLIENT_TYPE_CHOICES[value] }))}
        />
      </div>
    </section>
  );
}

import { CLIENT_TYPES, type ClientType } from '../../../core/surface/surface-options';
import { RadioCards } from './radio-cards';

const CLIENT_TYPE_CHOICES: Record<ClientType, { label: string; description: string }> = {
  homeowner: { label: 'Homeowner', description: 'For my own home' },
  contractor: { label: 'Contractor', description: 'For a client’s build' },
  designer: { label: 'Designer', description: 'For a design project' },
};

/** QUOTE-06: homeowner (default), contractor or designer; stored with the quote. */
export function ClientTypeSection({ clientType, onChange }: { clientType: ClientType; onChange: (clientType: ClientType) => void }) {
  return (
    <section aria-labelledby="client-type-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <h2 id="client-type-heading" className="text-xl font-semibold text-ink">
        Client Type
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Who is this quote for?</p>
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

import { useState, type FormEvent } from 'react';
import { SPECIES_ID_PATTERN, type SpeciesEntry } from '../../../core/price-book-admin/price-book-content';
import { PRICE_BOOK_BOUNDS } from '../../../core/pricing/price-book-schema';
import { tierForRates, type SpeciesGrainPrice } from '../../../core/pricing/price-book';
import { GRAINS, LABELS, type Grain } from '../../../core/surface/surface-options';
import { Button } from '../../shared/ui/button';
import { RandInput } from './rand-input';

interface GrainDraft {
  offered: boolean;
  rateCents: number;
  density: string;
}

/** `Red Oak` → `red_oak`: the id the price book, the URLs and the quotes use. */
export function speciesIdFor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const EMPTY_GRAINS: Record<Grain, GrainDraft> = {
  face: { offered: true, rateCents: Number.NaN, density: '' },
  edge: { offered: false, rateCents: Number.NaN, density: '' },
  end: { offered: false, rateCents: Number.NaN, density: '' },
};

/**
 * PRICE-32: an owner adds a species to the draft; it is saved with the rest of the
 * draft as one new version. The tier follows from the rates (PRICE-19); the wood's
 * profile falls back to the generic one and its images to generated textures until photos come.
 */
export function AddSpeciesForm({ existingIds, onAdd }: { existingIds: readonly string[]; onAdd: (species: SpeciesEntry, grains: SpeciesGrainPrice[]) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [grains, setGrains] = useState(EMPTY_GRAINS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const speciesId = speciesIdFor(name);
  const offered = GRAINS.filter((grain) => grains[grain].offered);
  const rates = offered.map((grain) => grains[grain].rateCents).filter((cents) => Number.isFinite(cents) && cents > 0);

  const setGrain = (grain: Grain, patch: Partial<GrainDraft>) => setGrains((all) => ({ ...all, [grain]: { ...all[grain], ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'A species needs a name';
    else if (!SPECIES_ID_PATTERN.test(speciesId)) found.name = 'Use at least 3 letters, such as Red Oak';
    else if (existingIds.includes(speciesId)) found.name = `There is already a species called ${speciesId}`;
    if (!description.trim()) found.description = 'A species needs a description';
    if (offered.length === 0) found.grains = 'Offer at least one grain';
    const { densityKgPerM3: density, rateCentsPerM3: rate } = PRICE_BOOK_BOUNDS;
    for (const grain of offered) {
      const { rateCents, density: densityText } = grains[grain];
      if (!Number.isInteger(rateCents) || rateCents < rate.min || rateCents > rate.max) found[`${grain}.rate`] = 'Enter the rate per m³ in rands, more than zero';
      const kg = Number(densityText);
      if (!/^\d+$/.test(densityText) || kg < density.min || kg > density.max) found[`${grain}.density`] = `Density is ${density.min} to ${density.max} kg/m³`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd(
      { speciesId, name: name.trim(), description: description.trim(), retired: false },
      offered.map((grain) => ({ id: `${speciesId}_${grain}`, speciesId, grain, rateCentsPerM3: grains[grain].rateCents, densityKgPerM3: Number(grains[grain].density), available: true })),
    );
    setName('');
    setDescription('');
    setGrains(EMPTY_GRAINS);
    setFormKey((key) => key + 1);
  };

  const messageId = (field: string) => `add-species-${field.replace('.', '-')}-error`;
  const message = (field: string) =>
    errors[field] ? (
      <span className="block text-xs font-medium text-danger-700" id={messageId(field)}>
        {errors[field]}
      </span>
    ) : null;
  /** Marks an input invalid and ties it to its message while it has one. */
  const described = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': messageId(field) } : {});

  return (
    <form key={formKey} aria-labelledby="add-species-heading" onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-md border border-dashed border-line-strong p-3">
      <h3 id="add-species-heading" className="font-semibold">
        Add species
      </h3>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col text-sm">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} {...described('name')} className="w-56 rounded border border-line-strong bg-card px-2 py-1" />
          {speciesId ? <span className="text-xs text-ink-muted">Id: {speciesId}</span> : null}
          {message('name')}
        </label>
        <label className="flex flex-1 flex-col text-sm">
          Description
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} rows={2} {...described('description')} className="rounded border border-line-strong bg-card px-2 py-1" />
          {message('description')}
        </label>
      </div>
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">Grains</legend>
        {GRAINS.map((grain) => (
          <div key={grain} className="flex flex-wrap items-center gap-3">
            <label className="w-28">
              <input type="checkbox" checked={grains[grain].offered} onChange={(e) => setGrain(grain, { offered: e.target.checked })} /> {LABELS.grain[grain]} grain
            </label>
            {grains[grain].offered ? (
              <>
                <span className="flex flex-col">
                  <span className="flex items-center gap-1">
                    R per m³ <RandInput label={`New species ${grain} rate per m³`} cents={grains[grain].rateCents} disabled={false} onChange={(cents) => setGrain(grain, { rateCents: cents })} error={errors[`${grain}.rate`]} messageId={messageId(`${grain}.rate`)} />
                  </span>
                  {message(`${grain}.rate`)}
                </span>
                <label className="flex flex-col">
                  <span className="flex items-center gap-1">
                    kg/m³
                    <input
                      aria-label={`New species ${grain} density`}
                      inputMode="numeric"
                      value={grains[grain].density}
                      {...described(`${grain}.density`)}
                      onChange={(e) => setGrain(grain, { density: e.target.value.trim() })}
                      className="w-20 rounded border border-line-strong bg-card px-2 py-1 text-right"
                    />
                  </span>
                  {message(`${grain}.density`)}
                </label>
              </>
            ) : null}
          </div>
        ))}
        {message('grains')}
      </fieldset>
      <p className="text-xs text-ink-muted">Tier from these rates: {rates.length > 0 ? tierForRates(rates) : '—'}. End grain is never offered for stair treads or floating shelves.</p>
      <Button type="submit" variant="secondary" size="sm">
        Add species to the draft
      </Button>
    </form>
  );
}

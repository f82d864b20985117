import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { SPECIES_ID_PATTERN, type SpeciesEntry } from '#core/price-book-admin/price-book-content';
import { PRICE_BOOK_BOUNDS } from '#core/pricing/price-book-schema';
import { tierForRates, type SpeciesGrainPrice } from '#core/pricing/price-book';
import { GRAINS, LABELS, type Grain } from '#core/surface/surface-options';
import { Button } from '#client/shared/ui/button';
import { flattenFieldErrors } from './editor-fields';
import { RandInput } from './rand-input';

/** What the form holds for one grain: the rate in cents (NaN where it cannot be read) and the density as typed. */
// A rate not read yet is NaN, which z.number() refuses: the rules below judge it, with their own words.
const grainDraftSchema = z.object({ offered: z.boolean(), rateCents: z.number().or(z.nan()), density: z.string() });

/** `Red Oak` → `red_oak`: the id the price book, the URLs and the quotes use. */
export function speciesIdFor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** PRICE-32: a new species' rules, with the ids already in the draft. */
function newSpeciesSchema(existingIds: readonly string[]) {
  const { densityKgPerM3: density, rateCentsPerM3: rate } = PRICE_BOOK_BOUNDS;
  return z
    .object({
      name: z.string(),
      description: z.string().trim(),
      grains: z.object({ face: grainDraftSchema, edge: grainDraftSchema, end: grainDraftSchema }),
    })
    .superRefine((draft, ctx) => {
      const speciesId = speciesIdFor(draft.name);
      const nameProblem = !draft.name.trim()
        ? 'A species needs a name'
        : !SPECIES_ID_PATTERN.test(speciesId)
          ? 'Use at least 3 letters, such as Red Oak'
          : existingIds.includes(speciesId)
            ? `There is already a species called ${speciesId}`
            : null;
      if (nameProblem) ctx.addIssue({ code: 'custom', path: ['name'], message: nameProblem });
      // Judged here with the name, so an empty form names every missing field at once.
      if (!draft.description)
        ctx.addIssue({ code: 'custom', path: ['description'], message: 'A species needs a description' });
      const offered = GRAINS.filter((grain) => draft.grains[grain].offered);
      if (offered.length === 0)
        ctx.addIssue({ code: 'custom', path: ['grains', 'offered'], message: 'Offer at least one grain' });
      for (const grain of offered) {
        const { rateCents, density: densityText } = draft.grains[grain];
        if (!Number.isInteger(rateCents) || rateCents < rate.min || rateCents > rate.max) {
          ctx.addIssue({
            code: 'custom',
            path: ['grains', grain, 'rateCents'],
            message: 'Enter the rate per m³ in rands, more than zero',
          });
        }
        const kg = Number(densityText);
        if (!/^\d+$/.test(densityText) || kg < density.min || kg > density.max) {
          ctx.addIssue({
            code: 'custom',
            path: ['grains', grain, 'density'],
            message: `Density is ${density.min} to ${density.max} kg/m³`,
          });
        }
      }
    });
}

type NewSpeciesDraft = z.input<ReturnType<typeof newSpeciesSchema>>;

const EMPTY_DRAFT: NewSpeciesDraft = {
  name: '',
  description: '',
  grains: {
    face: { offered: true, rateCents: Number.NaN, density: '' },
    edge: { offered: false, rateCents: Number.NaN, density: '' },
    end: { offered: false, rateCents: Number.NaN, density: '' },
  },
};

type FieldMessages = Record<string, string | undefined>;

const messageId = (field: string) => `add-species-${field.replace('.', '-')}-error`;

function fieldMessage(errors: FieldMessages, field: string) {
  return errors[field] ? (
    <span className="block text-xs font-medium text-danger-700" id={messageId(field)}>
      {errors[field]}
    </span>
  ) : null;
}

/** Marks an input invalid and ties it to its message while it has one. */
const describedBy = (errors: FieldMessages, field: string) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': messageId(field) } : {};

/** An offered grain's rate and density. */
function GrainFigures({
  grain,
  form,
  errors,
}: {
  grain: Grain;
  form: UseFormReturn<NewSpeciesDraft>;
  errors: FieldMessages;
}) {
  const { control, register } = form;
  const message = (field: string) => fieldMessage(errors, field);
  const described = (field: string) => describedBy(errors, field);
  return (
    <>
      <span className="flex flex-col">
        <span className="flex items-center gap-1">
          R per m³{' '}
          <Controller
            control={control}
            name={`grains.${grain}.rateCents`}
            render={({ field }) => (
              <RandInput
                label={`New species ${grain} rate per m³`}
                cents={field.value}
                disabled={false}
                onChange={field.onChange}
                error={errors[`${grain}.rate`]}
                messageId={messageId(`${grain}.rate`)}
              />
            )}
          />
        </span>
        {message(`${grain}.rate`)}
      </span>
      <label className="flex flex-col">
        <span className="flex items-center gap-1">
          kg/m³
          <input
            aria-label={`New species ${grain} density`}
            inputMode="numeric"
            {...register(`grains.${grain}.density`, { setValueAs: (text: string) => text.trim() })}
            {...described(`${grain}.density`)}
            className="w-20 rounded border border-line-strong bg-card px-2 py-1 text-right"
          />
        </span>
        {message(`${grain}.density`)}
      </label>
    </>
  );
}

/**
 * PRICE-32: an owner adds a species to the draft; it is saved with the rest of the
 * draft as one new version. The tier follows from the rates (PRICE-19); the wood's
 * profile falls back to the generic one and its images to generated textures until photos come.
 */
export function AddSpeciesForm({
  existingIds,
  onAdd,
}: {
  existingIds: readonly string[];
  onAdd: (species: SpeciesEntry, grains: SpeciesGrainPrice[]) => void;
}) {
  const form = useForm<NewSpeciesDraft>({
    resolver: zodResolver(newSpeciesSchema(existingIds)),
    defaultValues: EMPTY_DRAFT,
  });
  const { control, register } = form;
  const name = useWatch({ control, name: 'name' });
  const grains = useWatch({ control, name: 'grains' });
  const speciesId = speciesIdFor(name);
  const offered = GRAINS.filter((grain) => grains[grain].offered);
  const rates = offered.map((grain) => grains[grain].rateCents).filter((cents) => Number.isFinite(cents) && cents > 0);
  const errorsByField = flattenFieldErrors(form.formState.errors);
  const errors: Record<string, string | undefined> = {
    name: errorsByField.name,
    description: errorsByField.description,
    grains: errorsByField['grains.offered'],
    ...Object.fromEntries(
      GRAINS.flatMap((grain) => [
        [`${grain}.rate`, errorsByField[`grains.${grain}.rateCents`]],
        [`${grain}.density`, errorsByField[`grains.${grain}.density`]],
      ]),
    ),
  };

  const submit = form.handleSubmit((draft) => {
    const id = speciesIdFor(draft.name);
    const chosen = GRAINS.filter((grain) => draft.grains[grain].offered);
    onAdd(
      { speciesId: id, name: draft.name.trim(), description: draft.description, retired: false },
      chosen.map((grain) => ({
        id: `${id}_${grain}`,
        speciesId: id,
        grain,
        rateCentsPerM3: draft.grains[grain].rateCents,
        densityKgPerM3: Number(draft.grains[grain].density),
        available: true,
      })),
    );
    form.reset(EMPTY_DRAFT);
  });

  const message = (field: string) => fieldMessage(errors, field);
  const described = (field: string) => describedBy(errors, field);

  return (
    <form
      aria-labelledby="add-species-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 space-y-3 rounded-md border border-dashed border-line-strong p-3"
    >
      <h3 id="add-species-heading" className="font-semibold">
        Add species
      </h3>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col text-sm">
          Name
          <input
            {...register('name')}
            maxLength={60}
            {...described('name')}
            className="w-56 rounded border border-line-strong bg-card px-2 py-1"
          />
          {speciesId ? <span className="text-xs text-ink-muted">Id: {speciesId}</span> : null}
          {message('name')}
        </label>
        <label className="flex flex-1 flex-col text-sm">
          Description
          <textarea
            {...register('description')}
            maxLength={1000}
            rows={2}
            {...described('description')}
            className="rounded border border-line-strong bg-card px-2 py-1"
          />
          {message('description')}
        </label>
      </div>
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">Grains</legend>
        {GRAINS.map((grain) => (
          <div key={grain} className="flex flex-wrap items-center gap-3">
            <label className="w-28">
              <input type="checkbox" {...register(`grains.${grain}.offered`)} /> {LABELS.grain[grain]} grain
            </label>
            {grains[grain].offered ? <GrainFigures grain={grain} form={form} errors={errors} /> : null}
          </div>
        ))}
        {message('grains')}
      </fieldset>
      <p className="text-xs text-ink-muted">
        Tier from these rates: {rates.length > 0 ? tierForRates(rates) : '—'}. End grain is never offered for stair
        treads or floating shelves.
      </p>
      <Button type="submit" variant="secondary" size="sm">
        Add species to the draft
      </Button>
    </form>
  );
}

import { useState } from 'react';
import type { SourcedFigure, SpeciesFigures } from '#core/advice/species-figures';
import { FIGURE_FIELDS } from '#core/price-book-admin/price-book-changes';
import type { SpeciesEntry } from '#core/price-book-admin/price-book-content';
import { cx } from '#client/shared/cx';
import { inputStateClasses } from '#client/shared/ui/text-field';
import { FieldError } from './figure-input';
import { inputIdFor, messageIdFor } from './editor-fields';

const NO_FIGURES: SpeciesFigures = { modulusOfElasticityMpa: null, tangentialPerPercent: null, radialPerPercent: null };
const UNITS: Record<keyof SpeciesFigures, string> = {
  modulusOfElasticityMpa: 'MPa',
  tangentialPerPercent: 'per 1 %',
  radialPerPercent: 'per 1 %',
};

/** The path of a figure's value or source, as the schema names it (and the server's 400 does). */
export const figurePath = (index: number, field: keyof SpeciesFigures, part: 'value' | 'source') =>
  `species.${index}.figures.${field}.${part}`;

/**
 * A figure as typed: both boxes empty is "no published figure" (null); a value that does not
 * read as a number is NaN and a missing source is empty, which the schema names.
 */
function figureOf(valueText: string, sourceText: string): SourcedFigure | null {
  const value = valueText.trim();
  if (value === '' && sourceText.trim() === '') return null;
  return { value: /^\d*\.?\d+$/.test(value) ? Number(value) : Number.NaN, source: sourceText };
}

function FigureCells({
  speciesName,
  index,
  field,
  label,
  figure,
  disabled,
  errors,
  onChange,
}: {
  speciesName: string;
  index: number;
  field: keyof SpeciesFigures;
  label: string;
  figure: SourcedFigure | null;
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (figure: SourcedFigure | null) => void;
}) {
  const [valueText, setValueText] = useState(() =>
    figure && Number.isFinite(figure.value) ? String(figure.value) : '',
  );
  const [sourceText, setSourceText] = useState(() => figure?.source ?? '');
  const valuePath = figurePath(index, field, 'value');
  const sourcePath = figurePath(index, field, 'source');
  const valueError = errors[valuePath];
  const sourceError = errors[sourcePath];
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_8rem_minmax(0,1fr)] sm:items-start sm:gap-2">
      <span className="pt-1 text-sm">
        {label} <span className="text-ink-muted">({UNITS[field]})</span>
      </span>
      <div>
        <input
          id={inputIdFor(valuePath)}
          aria-label={`${speciesName} ${label} (${UNITS[field]})`}
          aria-invalid={valueError ? true : undefined}
          aria-describedby={valueError ? messageIdFor(valuePath) : undefined}
          inputMode="decimal"
          placeholder="none"
          disabled={disabled}
          value={valueText}
          onChange={(event) => {
            setValueText(event.target.value);
            onChange(figureOf(event.target.value, sourceText));
          }}
          className={cx(
            'w-full rounded border bg-card px-2 py-1 text-right text-sm tabular-nums',
            inputStateClasses(valueError),
          )}
        />
        <FieldError id={messageIdFor(valuePath)} error={valueError} />
      </div>
      <div>
        <input
          id={inputIdFor(sourcePath)}
          aria-label={`${speciesName} ${label}: source`}
          aria-invalid={sourceError ? true : undefined}
          aria-describedby={sourceError ? messageIdFor(sourcePath) : undefined}
          placeholder={
            valueText.trim() === '' ? 'No published figure' : 'The document, its table or sheet, and the entry'
          }
          disabled={disabled}
          value={sourceText}
          onChange={(event) => {
            setSourceText(event.target.value);
            onChange(figureOf(valueText, event.target.value));
          }}
          className={cx('w-full rounded border bg-card px-2 py-1 text-sm', inputStateClasses(sourceError))}
        />
        <FieldError id={messageIdFor(sourcePath)} error={sourceError} />
      </div>
    </div>
  );
}

/**
 * CONF-41's figures per species, each with its published source: what the advice (will it sag,
 * will it move) computes with. An empty figure is "no published figure", which the advice says
 * rather than guessing; a figure without its source cannot be saved.
 */
export function SpeciesFiguresSection({
  species,
  disabled,
  errors,
  onChange,
}: {
  species: readonly SpeciesEntry[];
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (index: number, figures: SpeciesFigures) => void;
}) {
  return (
    <section aria-labelledby="advice-figures-heading" className="rounded-lg border border-line bg-card p-4">
      <h3 id="advice-figures-heading" className="mb-2 text-lg font-semibold">
        Advice figures
      </h3>
      <p className="mb-3 text-xs text-ink-muted">
        What the sag and movement advice computes with, for the configurator, quotes and PDFs. Give each figure its
        published source (document, table, entry); leave a figure empty where none is published and the advice says so.
        Modulus of elasticity in MPa at 12 % moisture; coefficients are the change in width per 1 % of moisture.
      </p>
      <div className="space-y-4">
        {species.map((entry, index) => {
          const figures = entry.figures ?? NO_FIGURES;
          return (
            <fieldset
              key={entry.speciesId}
              className="space-y-2 border-t border-line pt-3"
              data-testid={`advice-figures-${entry.speciesId}`}
            >
              <legend className="text-sm font-medium">{entry.name}</legend>
              {FIGURE_FIELDS.map(({ field, label }) => (
                <FigureCells
                  key={field}
                  speciesName={entry.name}
                  index={index}
                  field={field}
                  label={label.charAt(0).toUpperCase() + label.slice(1)}
                  figure={figures[field]}
                  disabled={disabled}
                  errors={errors}
                  onChange={(figure) => onChange(index, { ...figures, [field]: figure })}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

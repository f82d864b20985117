import { FIGURE_FIELDS, MODIFIER_LABELS } from '#core/price-book-admin/price-book-changes';
import type { PriceBookContent } from '#core/price-book-admin/price-book-content';
import { FINISHES, GRAINS, LABELS } from '#core/surface/surface-options';

export { MODIFIER_LABELS };
export const MODIFIERS = Object.keys(MODIFIER_LABELS) as (keyof typeof MODIFIER_LABELS)[];
export const SETTINGS: {
  field: 'bracketCents' | 'shippingCentsPerKg' | 'shippingFlatCents' | 'edgeSavingCentsPerMetre';
  label: string;
}[] = [
  { field: 'bracketCents', label: 'Bracket (each)' },
  { field: 'shippingCentsPerKg', label: 'Shipping per kg' },
  { field: 'shippingFlatCents', label: 'Shipping base' },
  { field: 'edgeSavingCentsPerMetre', label: 'Edge profiling saving per metre (shown, never charged)' },
];
export const INSURANCE_LABEL = 'Insurance (% of the subtotal)';
export const finishLabel = (finish: (typeof FINISHES)[number]) => `${LABELS.finish[finish]} finish per m²`;

/**
 * One figure of the editor: its path in the book (as the schema names it), what staff call it, and the input that edits
 * it.
 */
export interface EditorField {
  path: string;
  label: string;
  inputId: string;
}

/**
 * A field that needs fixing; `label` and `inputId` are missing when the editor has no input for it (a rule the server
 * checks).
 */
export interface FieldProblem {
  path: string;
  message: string;
  label?: string;
  inputId?: string;
}

/** The element id of the input for a path such as `book.species.kiaat_face.rateCentsPerM3`. */
export const inputIdFor = (path: string) => `price-book-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
/** The id of the message under that input, which the input names in aria-describedby. */
export const messageIdFor = (path: string) => `${inputIdFor(path)}-message`;

const field = (path: string, label: string): EditorField => ({ path, label, inputId: inputIdFor(path) });

/** Every field the editor shows for this draft, in the order they appear on the page. */
export function editorFields(content: PriceBookContent): EditorField[] {
  const fields: EditorField[] = [];
  content.species.forEach((species, index) => {
    const grains = GRAINS.flatMap((grain) => content.book.species[`${species.speciesId}_${grain}`] ?? []);
    const first = grains[0];
    // "Needs at least one available grain" is fixed with the grains' Available boxes.
    if (first)
      fields.push({
        path: `species.${index}.grains`,
        label: `${species.name}: available grains`,
        inputId: inputIdFor(`book.species.${first.id}.available`),
      });
    for (const grain of grains) {
      fields.push(field(`book.species.${grain.id}.rateCentsPerM3`, `${species.name} ${grain.grain} rate per m³`));
      fields.push(field(`book.species.${grain.id}.densityKgPerM3`, `${species.name} ${grain.grain} density`));
    }
  });
  content.species.forEach((species, index) => {
    for (const { field: name, label } of FIGURE_FIELDS) {
      fields.push(field(`species.${index}.figures.${name}.value`, `${species.name}: ${label}`));
      fields.push(field(`species.${index}.figures.${name}.source`, `${species.name}: ${label}, source`));
    }
  });
  for (const finish of FINISHES) fields.push(field(`book.finishCentsPerM2.${finish}`, finishLabel(finish)));
  for (const modifier of MODIFIERS) fields.push(field(`book.modifierCents.${modifier}`, MODIFIER_LABELS[modifier]));
  for (const { field: name, label } of SETTINGS) fields.push(field(`book.${name}`, label));
  fields.push(field('book.insuranceBasisPoints', INSURANCE_LABEL));
  fields.push(field('reason', 'Reason'));
  return fields;
}

/**
 * react-hook-form's errors (nested as the values are) as path → message, the paths as the
 * schema and the server name them. A message for a list itself sits under `root` (the
 * resolver's convention) and is given the list's own path.
 */
export function flattenFieldErrors(errors: unknown): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    const entries = Object.entries(node);
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && typeof (node as { type?: unknown }).type === 'string') flat[path] ??= message;
    for (const [key, child] of entries) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(child, key === 'root' ? path : path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return flat;
}

/** The errors (path → message) as a list in page order; errors of fields without an input come last. */
export function fieldProblems(
  errors: Readonly<Record<string, string>>,
  fields: readonly EditorField[],
): FieldProblem[] {
  const shown = new Set(fields.map((f) => f.path));
  const onPage = fields.flatMap((f) => {
    const message = errors[f.path];
    return message === undefined ? [] : [{ ...f, message }];
  });
  const elsewhere = Object.entries(errors)
    .filter(([path]) => !shown.has(path))
    .map(([path, message]) => ({ path, message }));
  return [...onPage, ...elsewhere];
}

export function problemsSummary(count: number): string {
  return count === 1 ? '1 field needs fixing before you can save' : `${count} fields need fixing before you can save`;
}

import { memo, type FunctionComponent } from 'react';
import type { SurfaceDraft } from '#core/surface/surface-rules';

/**
 * A configurator section that renders again only when one of the draft's `fields` or another
 * of its props changes. Every change to the draft used to render every section (sixteen wood
 * cards for one keystroke in Length), which made typing and ticking slow on a phone (ADR 008).
 * The section's `draft` prop is typed as just those fields, so TypeScript refuses a read of
 * any other: the list cannot fall behind what the section shows.
 */
export function draftSection<Field extends keyof SurfaceDraft, Props extends { draft: Pick<SurfaceDraft, Field> }>(
  fields: readonly Field[],
  section: FunctionComponent<Props>,
) {
  return memo(section, (previous, next) => {
    const keys = Object.keys(next) as (keyof Props)[];
    if (keys.length !== Object.keys(previous).length) return false;
    const sameProps = keys.every((key) => key === 'draft' || Object.is(previous[key], next[key]));
    return sameProps && fields.every((field) => Object.is(previous.draft[field], next.draft[field]));
  });
}

import { useId, type ReactNode } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { SurfaceDrawing } from '../drawing/surface-drawing';
import { ViewIn3dButton } from '../model3d/view-in-3d-button';
import { DetailList } from './detail-list';
import { dimensionRows, optionRows, surfaceTitle } from './surface-details';

interface Props {
  surface: SurfaceConfiguration;
  /** 'Kiaat, edge grain' or 'Kiaat - Edge Grain'. */
  woodLabel: string;
  headingLevel: 'h2' | 'h3';
  testId: string;
  woodTestId?: string;
  /** What the card adds under the surface's description: its price, quantity, actions. */
  children: ReactNode;
}

/** A surface in a quote as a list item: its drawing, what it is, its sizes and options. */
export function SurfaceCardFrame({ surface, woodLabel, headingLevel: Heading, testId, woodTestId, children }: Props) {
  const headingId = useId();
  const title = surfaceTitle(surface);
  return (
    <li
      aria-labelledby={headingId}
      data-testid={testId}
      className="grid gap-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:p-5"
    >
      <div className="space-y-2">
        <SurfaceDrawing
          surface={surface}
          className="h-auto w-full max-w-[16rem] rounded-lg bg-walnut-50/50 sm:max-w-none"
          title={`Top view of the ${title.toLowerCase()}`}
        />
        <ViewIn3dButton surface={surface} title={title.toLowerCase()} />
      </div>
      <div className="min-w-0">
        <Heading id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </Heading>
        <p className="font-medium text-walnut-800" data-testid={woodTestId}>
          {woodLabel}
        </p>
        <div className="mt-3 space-y-2">
          <DetailList rows={dimensionRows(surface)} label={`Dimensions of the ${title.toLowerCase()}`} />
          <DetailList rows={optionRows(surface)} label={`Options of the ${title.toLowerCase()}`} />
        </div>
        {children}
      </div>
    </li>
  );
}

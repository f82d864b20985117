import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import { makeSurface } from '#core/pricing/test-factories';
import {
  BRACKET_OPTIONS,
  CABLE_HOLE_POSITIONS,
  COUNTERTOP_LAYOUTS,
  CUTOUTS,
  EDGE_PROFILES,
  FINISHES,
  GRAINS,
  LABELS,
  SURFACE_TYPES,
  TABLE_SHAPES,
  WATERFALL_EDGES,
} from '#core/surface/surface-options';
import type { SurfaceConfiguration, SurfaceConfigurationInput } from '#core/surface/surface-schema';
import { jobParts } from '#core/workshop/job-parts';
import type { JobDetail } from '#core/workshop/job-schemas';
import { boardPlanView, partViews } from '#core/workshop/job-view';
import { planJob } from '#core/workshop/plan-job';
import { DEFAULT_WORKSHOP_SETTINGS } from '#core/workshop/workshop-settings';
import { renderJobSheet } from './job-sheet-pdf';

interface OptionCase {
  option: string;
  surface: Partial<SurfaceConfigurationInput>;
  /** Words the surface's page must say. */
  says: string[];
  /** Words it must not: an option left out of the quote is left off the sheet. */
  saysNot?: string[];
}

const SECTIONS = { length1Mm: 1800, width1Mm: 600, length2Mm: 1800, width2Mm: 600, length3Mm: 1200, width3Mm: 600 };

/** Every option the configurator offers, from its own lists, so an option added later is walked too. */
const OPTIONS: OptionCase[] = [
  ...SURFACE_TYPES.map((surfaceType) => ({
    option: `surface type ${surfaceType}`,
    surface: { surfaceType },
    says: [LABELS.surfaceType[surfaceType]],
  })),
  ...COUNTERTOP_LAYOUTS.map((countertopLayout) => ({
    option: `layout ${countertopLayout}`,
    surface: { countertopLayout, ...SECTIONS },
    says: [`Countertop ${LABELS.layout[countertopLayout]}`],
  })),
  ...TABLE_SHAPES.map((tableShape) => ({
    option: `table shape ${tableShape}`,
    surface: {
      surfaceType: 'table_top' as const,
      tableShape,
      lengthMm: 1200,
      widthMm: tableShape === 'oval' ? 800 : 1200,
    },
    says: [`Shape: ${LABELS.tableShape[tableShape]}`],
  })),
  ...CUTOUTS.filter((cutout) => cutout !== 'none').map((cutout) => ({
    option: `cutout ${cutout}`,
    surface: { cutouts: [cutout], lengthMm: 2400 },
    says: [`Cutouts: ${LABELS.cutout[cutout]} `, 'position from the site template'],
  })),
  ...CABLE_HOLE_POSITIONS.map((cableHolePosition) => ({
    option: `cable hole ${cableHolePosition}`,
    surface: { surfaceType: 'desk_top' as const, hasCableHole: true, cableHolePosition },
    says: [
      'Cutouts: Cable hole 60 × 60 mm',
      cableHolePosition === 'center' ? 'centred along the length' : `${cableHolePosition} end`,
    ],
  })),
  ...EDGE_PROFILES.map((edgeProfile) => ({
    option: `edge profile ${edgeProfile}`,
    surface: { edgeProfile },
    says: [`Edge profile: ${LABELS.edgeProfile[edgeProfile]}: front edge`],
  })),
  ...FINISHES.map((finish) => ({
    option: `finish ${finish}`,
    surface: { finish },
    says: [`Finish: ${LABELS.finish[finish]}`],
  })),
  ...BRACKET_OPTIONS.map((bracketOption) => ({
    option: `brackets ${bracketOption}`,
    surface: { surfaceType: 'floating_shelf' as const, bracketOption, lengthMm: 2300 },
    ...(bracketOption === 'with_brackets'
      ? { says: ['Hardware: Concealed shelf bracket × 9'] }
      : { says: ['Floating Shelf'], saysNot: ['bracket'] }),
  })),
  {
    option: 'backsplash',
    surface: { hasBacksplash: true, backsplashHeightMm: 150 },
    says: ['Backsplash, main section'],
  },
  ...WATERFALL_EDGES.map((waterfallEdge) => ({
    option: `waterfall ${waterfallEdge}`,
    surface: { waterfallEdge },
    says:
      waterfallEdge === 'none'
        ? []
        : waterfallEdge === 'single'
          ? ['Waterfall panel, left']
          : ['Waterfall panel, left', 'Waterfall panel, right'],
    saysNot: waterfallEdge === 'none' ? ['Waterfall'] : waterfallEdge === 'single' ? ['Waterfall panel, right'] : [],
  })),
  ...GRAINS.map((grain) => ({
    option: `grain ${grain}`,
    surface: { woodSpecies: `kiaat_${grain}` },
    says: [
      // The cut list's wood as the price book names it, never 'kiaat edge'.
      `Kiaat - ${LABELS.grain[grain]} Grain`,
      `${LABELS.grain[grain]} grain: `,
      ...(grain === 'face'
        ? ['staves laid flat']
        : grain === 'edge'
          ? ['strips ripped 38 mm wide']
          : ['slices 38 mm thick']),
    ],
  })),
  // The longest name in the price book fits the cut list's column whole.
  {
    option: 'the longest wood name',
    surface: { woodSpecies: 'african_mahogany_edge' },
    says: ['African Mahogany - Edge Grain'],
  },
];

async function sheetText(surfaces: SurfaceConfiguration[]): Promise<string> {
  const parts = jobParts(surfaces);
  const plan = planJob(parts, [], DEFAULT_WORKSHOP_SETTINGS);
  const job: JobDetail = {
    id: 1,
    jobNumber: 'J-2026-0001',
    quoteNumber: 'Q-2026-0001',
    stage: 'accepted',
    waitingFor: null,
    version: 1,
    promisedDate: '2026-12-24',
    acceptedAt: '2026-11-26T10:00:00Z',
    customerName: 'Thandi Nkosi',
    partnerName: null,
    delivery: 'collect',
    species: ['kiaat'],
    surfaceCount: surfaces.length,
    parts: partViews(parts, plan, DEFAULT_SPECIES),
    boardPlan: boardPlanView(plan),
    moves: [],
  };
  const bytes = await renderJobSheet(job, surfaces, DEFAULT_SPECIES);
  // Raw order with the lines joined, so a note wrapped onto a second line still reads as one phrase.
  return execFileSync('pdftotext', ['-raw', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
}

describe('the job sheet (OPS-14)', () => {
  it('says every option the configurator offers in words, on its surface', async () => {
    const text = await sheetText(OPTIONS.map((option) => makeSurface({ ...option.surface })));
    // Each surface's text runs from its heading to the next (or the board plan).
    const pages = text.split(/Job J-2026-0001/).slice(1);
    const missing = OPTIONS.flatMap((option, index) => {
      const page = pages[index]?.split('Board plan:')[0] ?? '';
      return [
        ...option.says.filter((words) => !page.includes(words)).map((words) => `${option.option}: "${words}" missing`),
        ...(option.saysNot ?? [])
          .filter((words) => page.includes(words))
          .map((words) => `${option.option}: "${words}" printed`),
      ];
    });
    expect(missing).toEqual([]);
    expect(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? []).toEqual([]);
  });

  it('prints a G-shape with waterfalls, sink, tap hole and backsplash part by part, in words', async () => {
    const surface = makeSurface({
      countertopLayout: 'g_shape',
      woodSpecies: 'white_oak_face',
      ...SECTIONS,
      hasBacksplash: true,
      waterfallEdge: 'both',
      cutouts: ['single_sink', 'tap_hole'],
      edgeProfile: 'bullnose',
      finish: 'gloss',
    });
    const text = await sheetText([surface]);
    for (const part of jobParts([surface])) expect(text).toContain(part.name);
    expect(text).toContain(
      'Cutouts: Single Sink 500 × 400 mm (position from the site template); Tap Hole 35 × 35 mm (position from the site template)',
    );
    expect(text).toContain('Edge profile: Bullnose: front edge, back edge, left end, right end');
    expect(text).toContain('Finish: Gloss');
    expect(text).toMatch(/kerf 4 mm/);
    // Each board's species as the price book names it, not its id.
    expect(text).toMatch(/White Oak, \d+ mm rough/);
    expect(text).toMatch(/Countertop, main section, stave 1, trim 25 each end/);
  });
});

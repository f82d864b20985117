import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import { makeSurface } from '#core/pricing/test-factories';
import { jobParts } from '#core/workshop/job-parts';
import { boardPlanView, partViews } from '#core/workshop/job-view';
import { planJob } from '#core/workshop/plan-job';
import { DEFAULT_WORKSHOP_SETTINGS } from '#core/workshop/workshop-settings';
import { BoardDiagram } from './board-diagram';

describe('BoardDiagram (OPS-16)', () => {
  it('draws each cut to scale with its trim and kerf, names the part and stave, and says what is left', () => {
    const parts = jobParts([makeSurface({ lengthMm: 2000, widthMm: 130 })]);
    const plan = planJob(
      parts,
      [{ species: 'pine', roughThicknessMm: 38, lengthMm: 3000, widthMm: 150 }],
      DEFAULT_WORKSHOP_SETTINGS,
    );
    const board = boardPlanView(plan).boards[0];
    const { container } = render(
      <BoardDiagram board={board} index={0} parts={partViews(parts, plan, DEFAULT_SPECIES)} />,
    );
    // 2000 + 50 trim, a 4 mm kerf, 946 mm left over and kept.
    expect(screen.getByText('Countertop, stave 1: 2050 mm, trim 25 mm each end')).toBeTruthy();
    expect(screen.getByText('Kerf 4 mm after each cut')).toBeTruthy();
    expect(screen.getByText('946 mm left, kept as an offcut')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 3000 60');
    expect([...container.querySelectorAll('[data-trim]')].map((rect) => rect.getAttribute('width'))).toEqual([
      '25',
      '25',
    ]);
    expect(container.querySelector('[data-kerf]')?.getAttribute('x')).toBe('2050');
  });
});

import { describe, expect, it } from 'vitest';
import { explainChanges } from './change-notices';
import { newSurface } from './surface-defaults';
import {
  changeBacksplash,
  changeLayout,
  changeSurfaceType,
  changeTableShape,
  changeThickness,
  changeWoodSpecies,
  toggleCutout,
} from './surface-rules';

const countertop = newSurface({ id: 's1' });

describe('explainChanges (a choice the product changes is said)', () => {
  it('says end grain went and the thickness became 44 mm when a countertop becomes a shelf', () => {
    const before = changeThickness(changeWoodSpecies(countertop, 'kiaat', 'end'), '60');
    expect(explainChanges(before, changeSurfaceType(before, 'floating_shelf'))).toEqual([
      'End grain is not made for floating shelves, so your wood is now face grain.',
      'Floating shelves are always 44 mm thick, so the thickness is now 44 mm.',
      'Sizes start at a typical 750 × 250 mm for floating shelves: change them to yours.',
    ]);
  });

  it('says cutouts and a backsplash went with a change away from a countertop', () => {
    const before = changeBacksplash(toggleCutout(countertop, 'single_sink'), 150);
    expect(explainChanges(before, changeSurfaceType(before, 'desk_top'))).toEqual([
      'Sizes start at a typical 1500 × 750 mm for desk tops: change them to yours.',
      'Cutouts are made in countertops only, so yours were removed.',
      'A backsplash is made for countertops only, so yours was removed.',
    ]);
  });

  it('says an island dropped the backsplash', () => {
    const before = changeBacksplash(countertop, 150);
    expect(explainChanges(before, changeLayout(before, 'island'))).toEqual([
      'An island stands free of the wall and has no backsplash, so yours was removed.',
    ]);
  });

  it('says an oval was lengthened and a square top squared', () => {
    const table = changeSurfaceType(countertop, 'table_top');
    expect(explainChanges(table, changeTableShape(table, 'oval'))).toEqual([
      'An oval is longer than it is wide, so the length is now 1800 mm.',
    ]);
    const long = { ...table, tableShape: 'rectangular' as const, lengthMm: 1800, widthMm: 900 };
    expect(explainChanges(long, changeTableShape(long, 'square'))).toEqual([
      'A square top is as wide as it is long, so the width is now 1800 mm.',
    ]);
  });

  it('says a round top profiles its one edge all round', () => {
    const table = {
      ...changeSurfaceType(countertop, 'table_top'),
      tableShape: 'rectangular' as const,
      lengthMm: 1800,
      widthMm: 900,
      lengthEdges: 2,
      widthEdges: 0,
    };
    expect(explainChanges(table, changeTableShape(table, 'round'))).toEqual([
      'A round top is as wide as it is long, so the width is now 1800 mm.',
      'A round top has one edge all round, so the edge profile now runs all the way round.',
    ]);
  });

  it('says nothing about what the customer picked themselves', () => {
    expect(explainChanges(countertop, changeLayout(countertop, 'galley'))).toEqual([]);
    expect(explainChanges(countertop, changeThickness(countertop, '44'))).toEqual([]);
  });
});

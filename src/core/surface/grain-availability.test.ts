import { describe, expect, it } from 'vitest';
import {
  availableGrains,
  grainLabel,
  normaliseSpeciesName,
  speciesIdFromName,
  speciesNameFromRecordName,
} from './grain-availability';
import type { Grain, SurfaceType } from './surface-options';

describe('availableGrains (CONF-29)', () => {
  const all: Grain[] = ['face', 'edge', 'end'];
  it.each<[readonly Grain[], SurfaceType | undefined, Grain[]]>([
    [all, 'countertop', all],
    [all, 'table_top', all],
    [all, 'desk_top', all],
    [all, undefined, all],
    [all, 'stair_tread', ['face', 'edge']],
    [all, 'floating_shelf', ['face', 'edge']],
    [['face', 'end'], 'floating_shelf', ['face']],
    [['face', 'end'], 'countertop', ['face', 'end']],
    [['face'], 'stair_tread', ['face']],
    [['end', 'face', 'edge'], 'desk_top', all],
    [['edge', 'edge'], 'countertop', ['edge']],
    [[], 'countertop', []],
  ])('%o on %s offers %o', (grains, surfaceType, expected) => {
    expect(availableGrains(grains, surfaceType)).toEqual(expected);
  });
});

describe('grainLabel', () => {
  it.each([
    ['face', 'Face'],
    ['edge', 'Edge'],
    ['end', 'End'],
  ] as const)('%s is %s', (grain, label) => {
    expect(grainLabel(grain)).toBe(label);
  });
});

describe('speciesNameFromRecordName (PRICE-27 record names)', () => {
  it.each([
    ['Kiaat - Edge Grain', 'Kiaat'],
    ['African Mahogany - Face Grain', 'African Mahogany'],
    ['Yellow Wood - End Grain', 'Yellow Wood'],
    ['Walnut Face Grain', 'Walnut'],
    ['  Maple  ', 'Maple'],
    ['Iroko', 'Iroko'],
  ])('%j is %j', (recordName, species) => {
    expect(speciesNameFromRecordName(recordName)).toBe(species);
  });
});

describe('normaliseSpeciesName and speciesIdFromName (CONF-30 aliases)', () => {
  it.each([
    ['American White Ash', 'ash', 'ash'],
    ['European White Beech', 'beech', 'beech'],
    ['Yellowwood', 'yellow wood', 'yellow_wood'],
    ['Yellow Wood', 'yellow wood', 'yellow_wood'],
    ['yellow_wood', 'yellow wood', 'yellow_wood'],
    ['African  Mahogany', 'african mahogany', 'african_mahogany'],
    ['red-oak', 'red oak', 'red_oak'],
    [' Kiaat ', 'kiaat', 'kiaat'],
    ['', '', ''],
  ])('%j is %j (id %j)', (name, normalised, id) => {
    expect(normaliseSpeciesName(name)).toBe(normalised);
    expect(speciesIdFromName(name)).toBe(id);
  });

  it('matches a base wood name to its record across an alias', () => {
    const record = speciesNameFromRecordName('Ash - Edge Grain');
    expect(normaliseSpeciesName('American White Ash')).toBe(normaliseSpeciesName(record));
  });
});

import { describe, expect, it } from 'vitest';
import { newSurface } from './surface-defaults';
import type { SurfaceType } from './surface-options';
import { changeLayout, changeTableShape, changeWoodSpecies, toggleCutout } from './surface-rules';
import { surfaceConfigurationSchema } from './surface-schema';
import type { SurfaceConfiguration } from './surface-schema';
import { INVALID_LINK_MESSAGE, decodeSurfaceLink, encodeSurfaceLink } from './surface-link';

/** Test-only twin of the encoder's base64url, built on Node's Buffer to check it independently. */
const toParam = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const withoutId = ({ id: _id, ...rest }: SurfaceConfiguration): SurfaceConfiguration => rest;

const lShape: SurfaceConfiguration = {
  ...toggleCutout(changeLayout(newSurface({ id: 'a' }), 'l_shape'), 'double_sink'),
  length1Mm: 1800,
  width1Mm: 650,
  hasBacksplash: true,
  backsplashHeightMm: 150,
  waterfallEdge: 'double',
  cabinetryHeightMm: 900,
};

describe('encodeSurfaceLink / decodeSurfaceLink round trip (CONF-38)', () => {
  it.each<[string, SurfaceConfiguration]>([
    ...(['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const).map(
      (surfaceType: SurfaceType): [string, SurfaceConfiguration] => [
        `fresh ${surfaceType}`,
        newSurface({ id: 'x', surfaceType }),
      ],
    ),
    ['an L-shaped countertop with extras', lShape],
    [
      'a round walnut table',
      changeWoodSpecies(
        changeTableShape({ ...newSurface({ id: 'x', surfaceType: 'table_top' }), lengthMm: 1200 }, 'round'),
        'walnut',
        'end',
      ),
    ],
    [
      'a desk with a cable hole',
      { ...newSurface({ id: 'x', surfaceType: 'desk_top' }), hasCableHole: true, cableHolePosition: 'center' },
    ],
    [
      'treads in bulk',
      { ...newSurface({ id: 'x', surfaceType: 'stair_tread' }), quantity: 14, lengthEdges: 1, widthEdges: 0 },
    ],
  ])('%s', (_name, surface) => {
    const param = encodeSurfaceLink(surface);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSurfaceLink(param)).toEqual({
      ok: true,
      surface: withoutId(surfaceConfigurationSchema.parse(surface)),
    });
  });

  it('leaves the id and default-valued fields out of the link', () => {
    const decoded: unknown = JSON.parse(
      Buffer.from(encodeSurfaceLink(newSurface({ id: 'secret-id' })), 'base64url').toString('utf8'),
    );
    expect(decoded).toEqual({
      surfaceType: 'countertop',
      lengthMm: 1200,
      widthMm: 600,
      thicknessMm: 32,
      countertopLayout: 'single_wall',
      lengthEdges: 1,
    });
  });

  it('keeps a link short', () => {
    expect(encodeSurfaceLink(lShape).length).toBeLessThan(512);
  });

  it('the schema defaults it omits are the ones the schema restores', () => {
    const parsed = surfaceConfigurationSchema.parse({
      surfaceType: 'desk_top',
      lengthMm: 1000,
      widthMm: 600,
      thicknessMm: 32,
    });
    expect(
      decodeSurfaceLink(toParam({ surfaceType: 'desk_top', lengthMm: 1000, widthMm: 600, thicknessMm: 32 })),
    ).toEqual({
      ok: true,
      surface: parsed,
    });
  });

  it('decodes a link made by another base64url encoder, and ignores surrounding space', () => {
    const surface = withoutId(newSurface({ id: 'x', surfaceType: 'floating_shelf' }));
    expect(decodeSurfaceLink(` ${toParam(surface)}\n`)).toEqual({ ok: true, surface });
  });

  it('drops an id slipped into a link', () => {
    const result = decodeSurfaceLink(toParam({ ...newSurface({ id: 'stolen' }) }));
    expect(result.ok && result.surface.id).toBe(undefined);
  });
});

describe('decodeSurfaceLink never throws on a bad link', () => {
  const invalid = { ok: false, message: INVALID_LINK_MESSAGE };
  const valid = encodeSurfaceLink(newSurface({ id: 'x' }));

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not base64url', 'abc$%^'],
    ['standard base64 padding', `${valid}==`],
    ['impossible length', 'abcde'],
    ['truncated', valid.slice(0, -7)],
    ['a flipped character', `${valid.slice(0, 10)}${valid[10] === 'A' ? 'B' : 'A'}${valid.slice(11)}`],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['not JSON', Buffer.from('{surfaceType:', 'utf8').toString('base64url')],
    ['JSON null', toParam(null)],
    ['a JSON array', toParam([1, 2])],
    ['a JSON number', toParam(42)],
    ['out-of-bounds length', toParam({ surfaceType: 'countertop', lengthMm: 9000, widthMm: 600, thicknessMm: 32 })],
    ['an unknown surface type', toParam({ surfaceType: 'bench', lengthMm: 1000, widthMm: 600, thicknessMm: 32 })],
    [
      'an unknown layout',
      toParam({ surfaceType: 'countertop', countertopLayout: 'z', lengthMm: 1000, widthMm: 600, thicknessMm: 32 }),
    ],
    [
      'a missing section',
      toParam({ surfaceType: 'countertop', countertopLayout: 'galley', lengthMm: 1000, widthMm: 600, thicknessMm: 32 }),
    ],
    [
      'end grain on a shelf',
      toParam({
        surfaceType: 'floating_shelf',
        woodSpecies: 'oak_end',
        grainStyle: 'end',
        lengthMm: 1000,
        widthMm: 250,
        thicknessMm: 44,
      }),
    ],
    ['a prototype key', Buffer.from('{"__proto__":{"surfaceType":"countertop"}}', 'utf8').toString('base64url')],
    ['far too long', 'A'.repeat(5000)],
  ])('%s', (_name, param) => {
    expect(decodeSurfaceLink(param)).toEqual(invalid);
  });
});

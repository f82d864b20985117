import { describe, expect, it } from 'vitest';
import {
  cameraOffset,
  drag,
  fitDistance,
  initialOrbit,
  orbitKeyAction,
  orbitLimits,
  turn,
  wheelFactor,
  zoom,
} from './orbit';

describe('orbit: turning, zooming and resetting the 3D view (CONF-42)', () => {
  const start = initialOrbit(5000);
  const limits = orbitLimits(5000);

  it('never looks from straight above or from under the floor', () => {
    expect(turn(start, 0, -10).polar).toBeGreaterThan(0);
    expect(turn(start, 0, 10).polar).toBeLessThan(Math.PI / 2);
  });

  it('zoom stays within a quarter and three times the fitted distance, and ignores nonsense', () => {
    expect(zoom(start, 0.01, limits).radius).toBe(1250);
    expect(zoom(start, 100, limits).radius).toBe(15000);
    expect(zoom(start, Number.NaN, limits)).toBe(start);
    expect(zoom(start, -1, limits)).toBe(start);
  });

  it('a drag to the right turns the model the way the finger moves', () => {
    expect(drag(start, 100, 0).azimuth).toBeLessThan(start.azimuth);
  });

  it('the wheel zooms out scrolling down and in scrolling up, bounded per event', () => {
    expect(wheelFactor(100)).toBeGreaterThan(1);
    expect(wheelFactor(-100)).toBeLessThan(1);
    expect(wheelFactor(100000)).toBe(wheelFactor(200));
  });

  it.each([
    ['ArrowLeft', 'turn'],
    ['ArrowRight', 'turn'],
    ['ArrowUp', 'turn'],
    ['ArrowDown', 'turn'],
    ['+', 'zoom'],
    ['-', 'zoom'],
    ['PageUp', 'zoom'],
    ['Home', 'reset'],
    ['r', 'reset'],
    ['0', 'reset'],
  ])('%s is a %s', (key, kind) => {
    expect(orbitKeyAction(key)?.kind).toBe(kind);
  });

  it('other keys are left to the page (Tab, Escape)', () => {
    expect(orbitKeyAction('Tab')).toBeNull();
    expect(orbitKeyAction('Escape')).toBeNull();
  });

  it('the camera sits at its radius, above the floor', () => {
    const offset = cameraOffset(start);
    expect(Math.hypot(offset.x, offset.y, offset.z)).toBeCloseTo(5000, 6);
    expect(offset.y).toBeGreaterThan(0);
  });

  it('a narrow (phone) view stands further back than a wide one', () => {
    expect(fitDistance(1000, 40, 0.5)).toBeGreaterThan(fitDistance(1000, 40, 2));
  });
});

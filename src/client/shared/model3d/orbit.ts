/**
 * The 3D view's camera as a point on a sphere around the model (CONF-42): turned by dragging,
 * the arrow keys or one finger, zoomed by the wheel, + and -, or two fingers, and put back by
 * Reset. Plain numbers, so the rules are tested without a browser or three.js.
 */
export interface Orbit {
  /** Round the model, in radians; 0 looks from the front of the room. */
  azimuth: number;
  /** Down from straight above, in radians. */
  polar: number;
  /** Distance from the target, in millimetres. */
  radius: number;
}

export interface OrbitLimits {
  minRadius: number;
  maxRadius: number;
}

/** Never quite from straight above (the view would spin) nor from below the floor. */
const MIN_POLAR = 0.12;
const MAX_POLAR = Math.PI / 2 - 0.02;
const KEY_STEP = Math.PI / 12;
const KEY_ZOOM = 1.2;
/** Radians per pixel dragged: a drag across a phone's width turns the model about 200°. */
const DRAG_RADIANS_PER_PX = 0.009;

export function initialOrbit(fitRadius: number): Orbit {
  return { azimuth: -Math.PI / 7, polar: 0.95, radius: fitRadius };
}

export function orbitLimits(fitRadius: number): OrbitLimits {
  return { minRadius: fitRadius * 0.25, maxRadius: fitRadius * 3 };
}

export function turn(orbit: Orbit, dAzimuth: number, dPolar: number): Orbit {
  return { ...orbit, azimuth: orbit.azimuth + dAzimuth, polar: clamp(orbit.polar + dPolar, MIN_POLAR, MAX_POLAR) };
}

export function drag(orbit: Orbit, dxPx: number, dyPx: number): Orbit {
  return turn(orbit, -dxPx * DRAG_RADIANS_PER_PX, -dyPx * DRAG_RADIANS_PER_PX);
}

/** factor > 1 moves away. */
export function zoom(orbit: Orbit, factor: number, limits: OrbitLimits): Orbit {
  if (!Number.isFinite(factor) || factor <= 0) return orbit;
  return { ...orbit, radius: clamp(orbit.radius * factor, limits.minRadius, limits.maxRadius) };
}

/** The wheel's delta in pixels (or lines, scaled) to a zoom factor. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(clamp(deltaY, -200, 200) * 0.0015);
}

export type OrbitKeyAction =
  | { kind: 'turn'; dAzimuth: number; dPolar: number }
  | { kind: 'zoom'; factor: number }
  | { kind: 'reset' };

/** The keys the view answers to, as its help line lists them. */
export function orbitKeyAction(key: string): OrbitKeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'turn', dAzimuth: KEY_STEP, dPolar: 0 };
    case 'ArrowRight':
      return { kind: 'turn', dAzimuth: -KEY_STEP, dPolar: 0 };
    case 'ArrowUp':
      return { kind: 'turn', dAzimuth: 0, dPolar: -KEY_STEP / 2 };
    case 'ArrowDown':
      return { kind: 'turn', dAzimuth: 0, dPolar: KEY_STEP / 2 };
    case '+':
    case '=':
    case 'PageUp':
      return { kind: 'zoom', factor: 1 / KEY_ZOOM };
    case '-':
    case '_':
    case 'PageDown':
      return { kind: 'zoom', factor: KEY_ZOOM };
    case 'Home':
    case '0':
    case 'r':
    case 'R':
      return { kind: 'reset' };
    default:
      return null;
  }
}

/** The camera's offset from the target; y is up, z towards the front of the room. */
export function cameraOffset(orbit: Orbit): { x: number; y: number; z: number } {
  const flat = orbit.radius * Math.sin(orbit.polar);
  return {
    x: flat * Math.sin(orbit.azimuth),
    y: orbit.radius * Math.cos(orbit.polar),
    z: flat * Math.cos(orbit.azimuth),
  };
}

/** The distance at which a sphere of this radius fills the view, whichever of width or height is tighter. */
export function fitDistance(sphereRadius: number, verticalFovDeg: number, aspect: number): number {
  const vertical = (verticalFovDeg * Math.PI) / 360;
  const horizontal = Math.atan(Math.tan(vertical) * aspect);
  return (sphereRadius / Math.sin(Math.min(vertical, horizontal))) * 1.05;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

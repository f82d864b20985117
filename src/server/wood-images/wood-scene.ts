import type { Grain } from '#core/surface/surface-options';
import { valueNoise } from './wood-noise';
import type { Rgb, WoodPalette } from './wood-palettes';
import { paintWoodPattern, type RgbImage } from './wood-pattern';

/*
 * Gallery 'lifestyle' images: the wood as a kitchen island top in a simple room. Geometry comes
 * from a pinhole camera (metres in, pixels out) so the top, its edge, the cabinet and the props
 * share one consistent perspective.
 */

export interface LifestyleSceneInput {
  palette: WoodPalette;
  grain: Grain;
  width: number;
  height: number;
  seed: number;
  /** 1..6, picks the room style. */
  variant: number;
}

interface SceneStyle {
  wall: Rgb;
  floor: Rgb;
  cabinet: Rgb;
  handle: Rgb;
  lamp: Rgb;
  /** Horizon row as a fraction of the height. */
  horizon: number;
  /** Focal length as a fraction of the width. */
  focal: number;
  eyeHeight: number;
  frontDistance: number;
  islandWidth: number;
  sideShift: number;
  window: boolean;
  pendants: number;
  prop: 'bowl' | 'vase';
  propAt: readonly [number, number];
  doors: number;
}

const STYLES: readonly SceneStyle[] = [
  {
    wall: [236, 231, 222],
    floor: [196, 188, 176],
    cabinet: [242, 240, 236],
    handle: [60, 60, 62],
    lamp: [34, 34, 36],
    horizon: 0.24,
    focal: 0.84,
    eyeHeight: 1.62,
    frontDistance: 2.5,
    islandWidth: 2.4,
    sideShift: 0,
    window: false,
    pendants: 2,
    prop: 'bowl',
    propAt: [-0.55, 0.45],
    doors: 4,
  },
  {
    wall: [178, 190, 170],
    floor: [214, 206, 194],
    cabinet: [246, 244, 238],
    handle: [176, 140, 84],
    lamp: [188, 150, 92],
    horizon: 0.22,
    focal: 0.8,
    eyeHeight: 1.6,
    frontDistance: 2.45,
    islandWidth: 2.3,
    sideShift: -0.12,
    window: true,
    pendants: 0,
    prop: 'vase',
    propAt: [0.5, 0.5],
    doors: 3,
  },
  {
    wall: [74, 76, 80],
    floor: [150, 146, 140],
    cabinet: [40, 40, 42],
    handle: [190, 160, 110],
    lamp: [214, 206, 196],
    horizon: 0.26,
    focal: 0.86,
    eyeHeight: 1.65,
    frontDistance: 2.6,
    islandWidth: 2.5,
    sideShift: 0.1,
    window: false,
    pendants: 3,
    prop: 'bowl',
    propAt: [0.35, 0.5],
    doors: 4,
  },
  {
    wall: [206, 200, 190],
    floor: [120, 96, 74],
    cabinet: [44, 56, 78],
    handle: [200, 196, 188],
    lamp: [36, 40, 52],
    horizon: 0.23,
    focal: 0.82,
    eyeHeight: 1.6,
    frontDistance: 2.4,
    islandWidth: 2.2,
    sideShift: 0.05,
    window: true,
    pendants: 0,
    prop: 'bowl',
    propAt: [-0.3, 0.55],
    doors: 3,
  },
  {
    wall: [204, 150, 118],
    floor: [226, 218, 204],
    cabinet: [214, 200, 176],
    handle: [70, 56, 44],
    lamp: [240, 236, 228],
    horizon: 0.25,
    focal: 0.85,
    eyeHeight: 1.63,
    frontDistance: 2.55,
    islandWidth: 2.4,
    sideShift: -0.05,
    window: false,
    pendants: 2,
    prop: 'vase',
    propAt: [-0.45, 0.5],
    doors: 4,
  },
  {
    wall: [226, 228, 230],
    floor: [176, 178, 180],
    cabinet: [58, 82, 70],
    handle: [196, 170, 120],
    lamp: [60, 82, 70],
    horizon: 0.24,
    focal: 0.83,
    eyeHeight: 1.62,
    frontDistance: 2.5,
    islandWidth: 2.4,
    sideShift: 0,
    window: true,
    pendants: 1,
    prop: 'vase',
    propAt: [0.45, 0.45],
    doors: 4,
  },
];

const COUNTER_HEIGHT = 0.9;
const TOP_THICKNESS = 0.04;
const ISLAND_DEPTH = 0.95;
const OVERHANG = 0.03;
// The top is seen foreshortened at about 1,000 px wide, so a 1,024 px texture is plenty.
const TEXTURE_WIDTH = 1024;
const TEXTURE_HEIGHT = 384;

class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  blend(x: number, y: number, red: number, green: number, blue: number, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    const pixels = this.pixels;
    pixels[offset] = pixels[offset] * (1 - a) + red * a;
    pixels[offset + 1] = pixels[offset + 1] * (1 - a) + green * a;
    pixels[offset + 2] = pixels[offset + 2] * (1 - a) + blue * a;
  }

  blendColour(x: number, y: number, colour: Rgb, factor: number, alpha: number): void {
    this.blend(x, y, colour[0] * factor, colour[1] * factor, colour[2] * factor, alpha);
  }

  /** Multiplies brightness; < 1 darkens (shadows), > 1 brightens (glow). */
  shade(x: number, y: number, factor: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 3;
    const pixels = this.pixels;
    pixels[offset] = pixels[offset] * factor;
    pixels[offset + 1] = pixels[offset + 1] * factor;
    pixels[offset + 2] = pixels[offset + 2] * factor;
  }

  toImage(): RgbImage {
    return { width: this.width, height: this.height, pixels: new Uint8ClampedArray(this.pixels) };
  }
}

interface Camera {
  centreX: number;
  horizonY: number;
  focal: number;
  eye: number;
}

const screenX = (camera: Camera, x: number, z: number): number => camera.centreX + (camera.focal * x) / z;
const screenY = (camera: Camera, height: number, z: number): number =>
  camera.horizonY + (camera.focal * (camera.eye - height)) / z;

function sampleTexture(texture: RgbImage, u: number, v: number, out: number[]): void {
  const x = Math.min(texture.width - 1.001, Math.max(0, u));
  const y = Math.min(texture.height - 1.001, Math.max(0, v));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const row = texture.width * 3;
  const base = y0 * row + x0 * 3;
  const pixels = texture.pixels;
  for (let channel = 0; channel < 3; channel += 1) {
    const topLeft = pixels[base + channel];
    const topRight = pixels[base + 3 + channel];
    const bottomLeft = pixels[base + row + channel];
    const bottomRight = pixels[base + row + 3 + channel];
    const top = topLeft + (topRight - topLeft) * fx;
    out[channel] = top + (bottomLeft + (bottomRight - bottomLeft) * fx - top) * fy;
  }
}

function paintRoom(canvas: Canvas, camera: Camera, style: SceneStyle, wallDistance: number, seed: number): void {
  const floorLine = screenY(camera, 0, wallDistance);
  const skirtingTop = screenY(camera, 0.08, wallDistance);
  for (let y = 0; y < canvas.height; y += 1) {
    const onWall = y < floorLine;
    const colour = onWall ? style.wall : style.floor;
    let rowShade = onWall
      ? 0.92 + 0.1 * (y / floorLine)
      : 0.9 + 0.12 * ((y - floorLine) / (canvas.height - floorLine + 1));
    if (onWall && y >= Math.floor(skirtingTop)) rowShade *= 1 - 0.14 * Math.min(1, y + 1 - skirtingTop);
    for (let x = 0; x < canvas.width; x += 1) {
      // Plaster or floor texture, and light falling off from a window to the left of the frame.
      const texture = 1 + (valueNoise(x * 0.06, y * 0.06, seed) - 0.5) * 0.03;
      const factor = rowShade * (1.04 - 0.1 * (x / canvas.width)) * texture;
      canvas.blend(x, y, colour[0] * factor, colour[1] * factor, colour[2] * factor, 1);
    }
  }
  if (style.window) {
    const left = screenX(camera, -1.9, wallDistance);
    const right = screenX(camera, -0.7, wallDistance);
    const top = screenY(camera, 2.15, wallDistance);
    const bottom = screenY(camera, 1.05, wallDistance);
    const frame = Math.max(3, (camera.focal * 0.05) / wallDistance);
    for (let y = Math.max(0, Math.floor(top)); y < bottom; y += 1) {
      const sky = 1 - (y - top) / (bottom - top);
      for (let x = Math.max(0, Math.floor(left)); x < right; x += 1) {
        const inFrame =
          x < left + frame ||
          x > right - frame ||
          y < top + frame ||
          y > bottom - frame ||
          Math.abs(x - (left + right) / 2) < frame / 2;
        if (inFrame) canvas.blend(x, y, 246, 244, 240, 1);
        else canvas.blend(x, y, 206 + 30 * sky, 222 + 22 * sky, 236 + 16 * sky, 1);
      }
    }
  }
}

function paintIsland(canvas: Canvas, camera: Camera, style: SceneStyle, texture: RgbImage, seed: number): void {
  const front = style.frontDistance;
  const back = front + ISLAND_DEPTH;
  const left = style.sideShift - style.islandWidth / 2;
  const right = style.sideShift + style.islandWidth / 2;
  const floorY = screenY(camera, 0, front + OVERHANG);
  const bodyTop = screenY(camera, COUNTER_HEIGHT - TOP_THICKNESS, front + OVERHANG);
  const bodyLeft = screenX(camera, left + OVERHANG, front + OVERHANG);
  const bodyRight = screenX(camera, right - OVERHANG, front + OVERHANG);
  const toeKick = screenY(camera, 0.1, front + OVERHANG);

  // Soft contact shadow on the floor around the base.
  for (let y = Math.floor(floorY - 4); y < Math.min(canvas.height, floorY + 60); y += 1) {
    for (let x = Math.floor(bodyLeft - 80); x < bodyRight + 80; x += 1) {
      const outside = Math.max(0, bodyLeft - x, x - bodyRight) / 60 + Math.max(0, y - floorY) / 40;
      canvas.shade(x, y, 1 - 0.35 * Math.max(0, 1 - outside));
    }
  }

  // Cabinet body with doors, handles and a recessed toe kick.
  const doorWidth = (bodyRight - bodyLeft) / style.doors;
  const handleY = bodyTop + (toeKick - bodyTop) * 0.16;
  for (let y = Math.floor(bodyTop); y < Math.min(canvas.height, Math.ceil(floorY)); y += 1) {
    const coverageY = Math.min(1, y + 1 - bodyTop, floorY - y);
    const panelShade = 0.96 - 0.06 * ((y - bodyTop) / (floorY - bodyTop));
    for (let x = Math.floor(bodyLeft); x < Math.ceil(bodyRight); x += 1) {
      const coverage = coverageY * Math.min(1, x + 1 - bodyLeft, bodyRight - x);
      const inDoor = (x - bodyLeft) % doorWidth;
      if (y > toeKick) canvas.blendColour(x, y, style.cabinet, 0.45, coverage);
      else if (Math.abs(y - handleY) < 2.5 && Math.abs(inDoor - doorWidth / 2) < doorWidth * 0.22)
        canvas.blendColour(x, y, style.handle, 1, coverage);
      else
        canvas.blendColour(x, y, style.cabinet, inDoor < 1.5 || inDoor > doorWidth - 1.5 ? 0.7 : panelShade, coverage);
    }
  }

  // The top's front edge (its thickness), then the top surface itself.
  const edgeTop = screenY(camera, COUNTER_HEIGHT, front);
  const edgeBottom = screenY(camera, COUNTER_HEIGHT - TOP_THICKNESS, front);
  const edgeLeft = screenX(camera, left, front);
  const edgeRight = screenX(camera, right, front);
  const sample = [0, 0, 0];
  for (let y = Math.floor(edgeTop); y < Math.ceil(edgeBottom); y += 1) {
    const coverageY = Math.min(1, y + 1 - edgeTop, edgeBottom - y);
    for (let x = Math.floor(edgeLeft); x < Math.ceil(edgeRight); x += 1) {
      sampleTexture(
        texture,
        ((x - edgeLeft) / (edgeRight - edgeLeft)) * texture.width,
        texture.height - 2 - (y - edgeTop) * 3,
        sample,
      );
      canvas.blend(
        x,
        y,
        sample[0] * 0.72,
        sample[1] * 0.72,
        sample[2] * 0.72,
        coverageY * Math.min(1, x + 1 - edgeLeft, edgeRight - x),
      );
    }
  }
  // Shadow of the overhang on the cabinet front.
  for (let y = Math.ceil(edgeBottom); y < edgeBottom + 22; y += 1) {
    for (let x = Math.floor(bodyLeft); x < bodyRight; x += 1) canvas.shade(x, y, 0.62 + 0.38 * ((y - edgeBottom) / 22));
  }

  const backY = screenY(camera, COUNTER_HEIGHT, back);
  const surfaceDrop = camera.focal * (camera.eye - COUNTER_HEIGHT);
  for (let y = Math.floor(backY); y < Math.ceil(edgeTop); y += 1) {
    const coverageY = Math.min(1, y + 1 - backY, edgeTop - y);
    const depth = surfaceDrop / (y + 0.5 - camera.horizonY);
    const v = ((depth - front) / ISLAND_DEPTH) * texture.height;
    // Texels per pixel across depth: average that many rows so foreshortened grain doesn't alias.
    const footprint = (surfaceDrop / (y + 0.5 - camera.horizonY) ** 2 / ISLAND_DEPTH) * texture.height;
    const taps = Math.min(4, Math.max(1, Math.ceil(footprint)));
    const xLeft = screenX(camera, left, depth);
    const xRight = screenX(camera, right, depth);
    const farness = (depth - front) / ISLAND_DEPTH;
    const light = 0.9 + 0.08 * farness;
    for (let x = Math.floor(xLeft); x < Math.ceil(xRight); x += 1) {
      const u = (((x + 0.5 - camera.centreX) * depth) / camera.focal - left) / style.islandWidth;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let tap = 0; tap < taps; tap += 1) {
        sampleTexture(texture, u * texture.width, texture.height - v + ((tap + 0.5) / taps - 0.5) * footprint, sample);
        red += sample[0] / taps;
        green += sample[1] / taps;
        blue += sample[2] / taps;
      }
      // A satin sheen: brighter towards the window side and the back, where light grazes the top.
      const sheen = Math.exp(-((u - 0.3) ** 2) / 0.05 - (farness - 0.75) ** 2 / 0.1) * 0.1;
      const lit = light * (1 + (valueNoise(x * 0.01, y * 0.01, seed) - 0.5) * 0.02);
      canvas.blend(
        x,
        y,
        red * lit + (250 - red * lit) * sheen,
        green * lit + (246 - green * lit) * sheen,
        blue * lit + (238 - blue * lit) * sheen,
        coverageY * Math.min(1, x + 1 - xLeft, xRight - x),
      );
    }
  }
}

function fillEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  paint: (x: number, y: number, alpha: number) => void,
): void {
  for (let y = Math.floor(cy - ry - 1); y <= cy + ry + 1; y += 1) {
    for (let x = Math.floor(cx - rx - 1); x <= cx + rx + 1; x += 1) {
      const distance = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
      const alpha = Math.min(1, Math.max(0, (1 - distance) * Math.min(rx, ry) + 0.5));
      if (alpha > 0) paint(x, y, alpha);
    }
  }
}

/** A blurred elliptical shadow: strongest at the centre, fading to nothing at twice the radii. */
function softShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, strength: number): void {
  for (let y = Math.floor(cy - ry * 2); y <= cy + ry * 2; y += 1) {
    for (let x = Math.floor(cx - rx * 2); x <= cx + rx * 2; x += 1) {
      const reach = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2;
      if (reach < 4) canvas.shade(x, y, 1 - strength * Math.exp(-reach * 1.5));
    }
  }
}

function paintProp(canvas: Canvas, camera: Camera, style: SceneStyle): void {
  const z = style.frontDistance + ISLAND_DEPTH * style.propAt[1];
  const x = style.sideShift + (style.islandWidth / 2) * style.propAt[0];
  const cx = screenX(camera, x, z);
  const baseY = screenY(camera, COUNTER_HEIGHT, z);
  const radius = style.prop === 'bowl' ? 0.16 : 0.07;
  const rx = (camera.focal * radius) / z;
  const squash = (camera.eye - COUNTER_HEIGHT) / Math.hypot(camera.eye - COUNTER_HEIGHT, z);
  // Cast towards the viewer and away from the window on the left.
  softShadow(canvas, cx + rx * 0.3, baseY + rx * squash * 0.2, rx * 0.95, rx * squash * 0.8, 0.3);
  if (style.prop === 'bowl') {
    const rimY = screenY(camera, COUNTER_HEIGHT + 0.1, z);
    const ceramic: Rgb = [238, 236, 230];
    fillEllipse(cx, rimY, rx, baseY - rimY + rx * squash * 0.3, (px, py, alpha) => {
      if (py >= rimY) canvas.blendColour(px, py, ceramic, 0.95 - 0.25 * ((px - cx + rx) / (2 * rx)), alpha);
    });
    fillEllipse(cx, rimY, rx, rx * squash, (px, py, alpha) =>
      canvas.blendColour(px, py, ceramic, 0.8 + 0.15 * ((py - rimY) / (rx * squash)), alpha),
    );
    // Lemons and limes heaped in the bowl.
    const fruits: [number, number, Rgb][] = [
      [-0.45, -0.1, [232, 196, 52]],
      [0.05, -0.35, [120, 160, 60]],
      [0.45, -0.05, [236, 202, 60]],
      [-0.05, 0.15, [228, 190, 48]],
    ];
    for (const [fx, fy, colour] of fruits) {
      const fruitX = cx + fx * rx;
      const fruitY = rimY + fy * rx * 0.6;
      fillEllipse(fruitX, fruitY, rx * 0.32, rx * 0.3, (px, py, alpha) => {
        const lightness = 1.1 - (0.35 * Math.hypot(px - fruitX + rx * 0.12, py - fruitY + rx * 0.12)) / (rx * 0.32);
        canvas.blendColour(px, py, colour, lightness, alpha);
      });
    }
    return;
  }
  const topY = screenY(camera, COUNTER_HEIGHT + 0.28, z);
  const glaze: Rgb = [92, 112, 128];
  for (let py = Math.floor(topY); py < baseY; py += 1) {
    const bulge = 0.8 + 0.2 * Math.sin(Math.PI * Math.min(1, (py - topY) / (baseY - topY)));
    for (let px = Math.floor(cx - rx - 1); px <= cx + rx + 1; px += 1) {
      const across = (px + 0.5 - cx) / (rx * bulge);
      const alpha = Math.min(1, Math.max(0, (1 - Math.abs(across)) * rx * bulge + 0.5));
      canvas.blendColour(px, py, glaze, 1.15 - 0.45 * ((across + 1) / 2), alpha);
    }
  }
  // A few dried stems.
  for (const lean of [-0.5, 0.1, 0.6]) {
    const length = rx * 6;
    for (let step = 0; step < length; step += 1) {
      const px = Math.round(cx + lean * step * 0.45);
      const py = Math.round(topY - step);
      canvas.blend(px, py, 96, 84, 60, 0.9);
      canvas.blend(px + 1, py, 96, 84, 60, 0.4);
      if (step > length * 0.55 && step % 5 === 0) {
        fillEllipse(px + 3 * Math.sign(lean || 1), py, 3, 1.6, (lx, ly, alpha) =>
          canvas.blend(lx, ly, 150, 138, 96, alpha),
        );
      }
    }
  }
}

function paintPendants(canvas: Canvas, camera: Camera, style: SceneStyle): void {
  const z = style.frontDistance + ISLAND_DEPTH / 2;
  for (let index = 0; index < style.pendants; index += 1) {
    const x =
      style.sideShift + (style.pendants === 1 ? 0 : (index / (style.pendants - 1) - 0.5) * style.islandWidth * 0.6);
    const cx = screenX(camera, x, z);
    const shadeBottom = screenY(camera, 1.85, z);
    const radius = (camera.focal * 0.16) / z;
    // Warm glow on the wall around and below each lamp, fading smoothly to nothing.
    const glowY = shadeBottom + radius * 1.5;
    for (let y = Math.max(0, Math.floor(glowY - radius * 4)); y < glowY + radius * 4; y += 1) {
      for (let px = Math.floor(cx - radius * 4); px < cx + radius * 4; px += 1) {
        const falloff = Math.hypot(px - cx, y - glowY) / (radius * 4);
        if (falloff < 1) canvas.shade(px, y, 1 + 0.08 * (1 - falloff) ** 2);
      }
    }
    for (let y = 0; y < shadeBottom - radius; y += 1) canvas.blend(Math.round(cx), y, 30, 30, 30, 0.9);
    fillEllipse(cx, shadeBottom, radius, radius, (px, py, alpha) => {
      if (py <= shadeBottom) canvas.blendColour(px, py, style.lamp, 0.85 + 0.15 * ((cx - px) / radius), alpha);
    });
    fillEllipse(cx, shadeBottom, radius * 0.98, radius * 0.18, (px, py, alpha) => {
      if (py >= shadeBottom) canvas.blend(px, py, 255, 236, 196, alpha);
    });
  }
}

export function composeLifestyleScene(input: LifestyleSceneInput): RgbImage {
  const style = STYLES[(input.variant - 1) % STYLES.length] ?? STYLES[0];
  if (!style) throw new Error('No lifestyle scene styles defined');
  const texture = paintWoodPattern({
    palette: input.palette,
    grain: input.grain,
    width: TEXTURE_WIDTH,
    height: TEXTURE_HEIGHT,
    seed: input.seed,
    scale: 0.8,
  });
  const canvas = new Canvas(input.width, input.height);
  const camera: Camera = {
    centreX: input.width / 2,
    horizonY: input.height * style.horizon,
    focal: input.width * style.focal,
    eye: style.eyeHeight,
  };
  const wallDistance = style.frontDistance + ISLAND_DEPTH + 1.4;
  paintRoom(canvas, camera, style, wallDistance, input.seed);
  paintIsland(canvas, camera, style, texture, input.seed);
  paintProp(canvas, camera, style);
  paintPendants(canvas, camera, style);
  return canvas.toImage();
}

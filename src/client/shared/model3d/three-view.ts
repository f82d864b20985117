import {
  AmbientLight,
  BufferGeometry,
  Color,
  DirectionalLight,
  ExtrudeGeometry,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineLoop,
  Mesh,
  MeshLambertMaterial,
  Path,
  PerspectiveCamera,
  RepeatWrapping,
  Scene,
  Shape,
  SRGBColorSpace,
  TextureLoader,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Texture,
  type UVGenerator,
} from 'three';
import { grainUv, wallKind } from '#core/model3d/grain-mapping';
import type { ModelHole, ModelOutline, ModelPiece, SurfaceModel } from '#core/model3d/model-types';
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
  type Orbit,
  type OrbitLimits,
} from './orbit';

/** Where each dimension label of the 2D drawing sits on screen, in CSS pixels. */
export interface ProjectedLabel {
  text: string;
  left: number;
  top: number;
  visible: boolean;
}

export interface ThreeView {
  show(model: SurfaceModel): void;
  reset(): void;
  dispose(): void;
}

export interface ThreeViewOptions {
  canvas: HTMLCanvasElement;
  /** Receives the keyboard, pointer and wheel: the element that holds the canvas. */
  surface: HTMLElement;
  onLabels: (labels: ProjectedLabel[]) => void;
  /** After the first frame, and again once the wood image is on it. */
  onFrame: (state: { textured: boolean }) => void;
}

const FOV_DEG = 35;
/** Before the wood image arrives, and where it cannot: a plain light timber. */
const PLAIN_WOOD = new Color('#c8a273');
const BACKGROUND = new Color('#f6f2ec');
const PROFILE_SEGMENTS: Record<NonNullable<ModelPiece['profile']>['kind'], number> = {
  chamfer: 1,
  pencil: 3,
  bullnose: 8,
};

/** The renderer, the lit scene and the camera: what a view draws with. */
function createStage(canvas: HTMLCanvasElement) {
  const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
  // A phone's dense screen hides jagged edges; multisampling there costs its GPU for little.
  const renderer = new WebGLRenderer({ canvas, antialias: pixelRatio < 2, powerPreference: 'low-power' });
  renderer.setPixelRatio(pixelRatio);
  const scene = new Scene();
  scene.background = BACKGROUND;
  scene.add(new HemisphereLight(0xffffff, 0x8a7a66, 1.6));
  scene.add(new AmbientLight(0xffffff, 0.35));
  const sun = new DirectionalLight(0xffffff, 1.9);
  sun.position.set(-0.5, 1, 0.8);
  scene.add(sun);
  const camera = new PerspectiveCamera(FOV_DEG, 1, 10, 100_000);
  return { renderer, scene, camera };
}

/** Each wood image loaded once; a missing one is null, and the wood stays its plain colour (CONF-31). */
function createTextureCache(renderer: WebGLRenderer) {
  const textures = new Map<string, Promise<Texture | null>>();
  const loader = new TextureLoader();
  return {
    textureFor(url: string): Promise<Texture | null> {
      let pending = textures.get(url);
      if (!pending) {
        pending = loader.loadAsync(url).then(
          (texture) => {
            texture.colorSpace = SRGBColorSpace;
            texture.wrapS = RepeatWrapping;
            texture.wrapT = RepeatWrapping;
            texture.anisotropy = Math.min(4, renderer.capabilities.getMaxAnisotropy());
            return texture;
          },
          () => null,
        );
        textures.set(url, pending);
      }
      return pending;
    },
    dispose() {
      for (const pending of textures.values()) void pending.then((texture) => texture?.dispose());
      textures.clear();
    },
  };
}

interface OrbitInput {
  orbit: () => Orbit;
  limits: () => OrbitLimits;
  move: (next: Orbit) => void;
  reset: () => void;
}

/** One finger or the mouse turns, two fingers or the wheel zoom, the keys do both (orbit.ts); returns the detach. */
function attachOrbitInput(surface: HTMLElement, { orbit, limits, move, reset }: OrbitInput): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch = 0;
  const pinchDistance = (): number => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    surface.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch = pinchDistance();
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) {
      move(drag(orbit(), event.clientX - last.x, event.clientY - last.y));
    } else {
      const distance = pinchDistance();
      if (pinch > 0 && distance > 0) move(zoom(orbit(), pinch / distance, limits()));
      pinch = distance;
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    pinch = pinchDistance();
  };
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    move(zoom(orbit(), wheelFactor(event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY), limits()));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = orbitKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'turn') move(turn(orbit(), action.dAzimuth, action.dPolar));
    else if (action.kind === 'zoom') move(zoom(orbit(), action.factor, limits()));
    else reset();
  };
  const listeners = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerUp],
    ['keydown', onKeyDown],
  ] as const;
  for (const [type, listener] of listeners) surface.addEventListener(type, listener as EventListener);
  surface.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    for (const [type, listener] of listeners) surface.removeEventListener(type, listener as EventListener);
    surface.removeEventListener('wheel', onWheel);
  };
}

/** Where each dimension label sits on screen for this camera, in CSS pixels. */
function projectLabels(
  model: SurfaceModel | null,
  camera: PerspectiveCamera,
  width: number,
  height: number,
): ProjectedLabel[] {
  if (!model) return [];
  const point = new Vector3();
  return model.labels.map((label) => {
    point.set(label.x, label.z + 15, label.y).project(camera);
    return {
      text: label.text,
      left: ((point.x + 1) / 2) * width,
      top: ((1 - point.y) / 2) * height,
      visible: point.z < 1 && Math.abs(point.x) <= 1.05 && Math.abs(point.y) <= 1.05,
    };
  });
}

/** How much of the view's half-width and half-height the model and its labels take at the start. */
const FILL = 0.9;
/** About half a dimension label's width, in CSS pixels: a label's anchor is its centre. */
const LABEL_HALF_WIDTH_PX = 34;

/** The corners of each piece (a curved one by its box), top and bottom, and each label's anchor. */
function framePoints(model: SurfaceModel): { corners: Vector3[]; labels: Vector3[] } {
  const corners = model.pieces.flatMap((piece) => {
    const o = piece.outline;
    const [x0, x1, y0, y1] =
      o.shape === 'rect'
        ? [o.x, o.x + o.width, o.y, o.y + o.height]
        : [o.cx - o.rx, o.cx + o.rx, o.cy - o.ry, o.cy + o.ry];
    return [piece.bottomMm, piece.topMm].flatMap((h) =>
      [x0, x1].flatMap((x) => [y0, y1].map((y) => new Vector3(x, h, y))),
    );
  });
  return { corners, labels: model.labels.map((label) => new Vector3(label.x, label.z + 15, label.y)) };
}

/**
 * The starting camera: the pieces and their labels, seen from the starting angle, centred and
 * filling the view. A bounding sphere fitted a phone's narrow width poorly: an L was drawn small,
 * off to one side, with a width label cut off at the edge. Each pass re-centres the target on what
 * is drawn and scales the distance to its extent; perspective makes it converge over a few passes.
 */
function fitCamera(
  model: SurfaceModel,
  camera: PerspectiveCamera,
  size: { width: number; height: number },
  target: Vector3,
): number {
  const aspect = size.width / size.height;
  target.set(model.widthMm / 2, model.heightMm / 2, model.depthMm / 2);
  let radius = fitDistance(
    Math.max(Math.hypot(model.widthMm, model.depthMm, model.heightMm) / 2, 200),
    FOV_DEG,
    aspect,
  );
  const { corners, labels } = framePoints(model);
  const labelMargin = LABEL_HALF_WIDTH_PX / (size.width / 2);
  camera.aspect = aspect;
  camera.updateProjectionMatrix();
  for (let pass = 0; pass < 4; pass++) {
    const offset = cameraOffset(initialOrbit(radius));
    camera.position.set(target.x + offset.x, target.y + offset.y, target.z + offset.z);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    const extend = (point: Vector3, margin: number) => {
      const p = point.clone().project(camera);
      box.minX = Math.min(box.minX, p.x - margin);
      box.maxX = Math.max(box.maxX, p.x + margin);
      box.minY = Math.min(box.minY, p.y);
      box.maxY = Math.max(box.maxY, p.y);
    };
    for (const corner of corners) extend(corner, 0);
    for (const label of labels) extend(label, labelMargin);
    const halfHeight = Math.tan((FOV_DEG * Math.PI) / 360) * radius;
    const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
    const up = new Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
    target
      .addScaledVector(right, ((box.minX + box.maxX) / 2) * halfHeight * aspect)
      .addScaledVector(up, ((box.minY + box.maxY) / 2) * halfHeight);
    radius *= Math.max((box.maxX - box.minX) / 2, (box.maxY - box.minY) / 2) / FILL;
  }
  return radius;
}

/**
 * CONF-42: the three.js scene of one surface, fetched only when a customer asks for the 3D view
 * (ADR 031). It renders on demand (a change of model, camera or texture), never in a loop, so a
 * cheap phone's CPU is idle while the customer looks; `dispose` frees every GPU resource.
 */
export function createThreeView(options: ThreeViewOptions): ThreeView {
  const { canvas, surface, onLabels, onFrame } = options;
  const { renderer, scene, camera } = createStage(canvas);
  const material = new MeshLambertMaterial({ color: PLAIN_WOOD });
  const floorMaterial = new LineBasicMaterial({ color: 0x8c8276 });
  const textures = createTextureCache(renderer);

  let model: SurfaceModel | null = null;
  let group: Group | null = null;
  let orbit: Orbit = initialOrbit(1000);
  let fit = 1000;
  const target = new Vector3();
  let frame = 0;
  let firstFrame = true;
  let textured = false;
  let reportedTextured = false;
  let disposed = false;

  function requestRender() {
    if (frame || disposed) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  }

  function render() {
    const width = surface.clientWidth || 1;
    const height = surface.clientHeight || 1;
    if (
      canvas.width !== Math.round(width * renderer.getPixelRatio()) ||
      canvas.height !== Math.round(height * renderer.getPixelRatio())
    ) {
      renderer.setSize(width, height, false);
    }
    camera.aspect = width / height;
    const offset = cameraOffset(orbit);
    camera.position.set(target.x + offset.x, target.y + offset.y, target.z + offset.z);
    camera.lookAt(target);
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
    onLabels(projectLabels(model, camera, width, height));
    // Reported twice at most: the first frame, and the first with the wood image on it.
    if (firstFrame || (textured && !reportedTextured)) onFrame({ textured });
    firstFrame = false;
    reportedTextured ||= textured;
  }

  function frameModel(next: SurfaceModel) {
    fit = fitCamera(next, camera, { width: surface.clientWidth || 1, height: surface.clientHeight || 1 }, target);
    orbit = initialOrbit(fit);
  }

  function show(next: SurfaceModel) {
    const sameExtent =
      model && model.widthMm === next.widthMm && model.depthMm === next.depthMm && model.heightMm === next.heightMm;
    model = next;
    if (group) disposeGroup(group);
    group = buildGroup(next, material, floorMaterial);
    scene.add(group);
    if (!sameExtent) frameModel(next);
    void textures.textureFor(next.textureUrl).then((texture) => {
      if (disposed || model !== next) return;
      material.map = texture;
      material.color = texture ? new Color(0xffffff) : PLAIN_WOOD;
      material.needsUpdate = true;
      textured = texture !== null;
      requestRender();
    });
    requestRender();
  }

  const move = (next: Orbit) => {
    orbit = next;
    requestRender();
  };
  const reset = () => move(initialOrbit(fit));
  const detachInput = attachOrbitInput(surface, { orbit: () => orbit, limits: () => orbitLimits(fit), move, reset });
  const resize = new ResizeObserver(() => requestRender());
  resize.observe(surface);

  return {
    show,
    reset,
    dispose() {
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      detachInput();
      if (group) disposeGroup(group);
      material.dispose();
      floorMaterial.dispose();
      textures.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}

function buildGroup(model: SurfaceModel, material: MeshLambertMaterial, floorMaterial: LineBasicMaterial): Group {
  const group = new Group();
  for (const piece of model.pieces) {
    const mesh = new Mesh(pieceGeometry(piece, model.textureSpanMm), material);
    mesh.name = piece.id;
    group.add(mesh);
  }
  if (model.floorMm !== null) {
    // The floor line: the plan's outline on the floor, a little larger, so the panels visibly stand on it.
    const margin = 150;
    const floor = new BufferGeometry().setFromPoints([
      new Vector3(-margin, model.floorMm, -margin),
      new Vector3(model.widthMm + margin, model.floorMm, -margin),
      new Vector3(model.widthMm + margin, model.floorMm, model.depthMm + margin),
      new Vector3(-margin, model.floorMm, model.depthMm + margin),
    ]);
    group.add(new LineLoop(floor, floorMaterial));
  }
  return group;
}

function disposeGroup(group: Group) {
  group.removeFromParent();
  group.traverse((object) => {
    if (object instanceof Mesh || object instanceof LineLoop) (object.geometry as BufferGeometry).dispose();
  });
}

/**
 * A piece is its plan outline (holes and all) extruded; three.js extrudes along z, so the
 * geometry is turned to stand on the floor: plan y becomes depth (towards the viewer), the
 * extrusion runs down from the top face.
 */
function pieceGeometry(piece: ModelPiece, spanMm: number): BufferGeometry {
  const shape = outlineShape(piece.outline);
  for (const hole of piece.holes) shape.holes.push(holePath(hole));
  const thickness = piece.topMm - piece.bottomMm;
  const profile = piece.profile;
  // three.js bevels the whole outline: a profiled piece shows its profile all round (ADR 031).
  const bevel = profile ? Math.min(profile.sizeMm, (thickness - 1) / 2) : 0;
  const geometry = new ExtrudeGeometry(shape, {
    depth: thickness - 2 * bevel,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelOffset: -bevel,
    bevelSegments: profile ? PROFILE_SEGMENTS[profile.kind] : 0,
    curveSegments: 24,
    UVGenerator: grainUvGenerator(piece, spanMm),
  });
  geometry.translate(0, 0, bevel);
  // Shape space (x, y, depth down from the top) → world (x, height, plan y).
  geometry.rotateX(Math.PI / 2);
  geometry.translate(0, piece.topMm, 0);
  return geometry;
}

function outlineShape(outline: ModelOutline): Shape {
  const shape = new Shape();
  if (outline.shape === 'ellipse') {
    shape.absellipse(outline.cx, outline.cy, outline.rx, outline.ry, 0, Math.PI * 2, false, 0);
    return shape;
  }
  const { x, y, width, height } = outline;
  shape.moveTo(x, y);
  shape.lineTo(x + width, y);
  shape.lineTo(x + width, y + height);
  shape.lineTo(x, y + height);
  shape.closePath();
  return shape;
}

function holePath(hole: ModelHole): Path {
  const path = new Path();
  if (hole.shape === 'circle') {
    path.absarc(hole.cx, hole.cy, hole.r, 0, Math.PI * 2, true);
    return path;
  }
  const { x, y, width, height } = hole;
  const r = Math.min(hole.cornerRadius, width / 2, height / 2);
  path.moveTo(x + r, y);
  path.lineTo(x + width - r, y);
  path.absarc(x + width - r, y + r, r, -Math.PI / 2, 0, false);
  path.lineTo(x + width, y + height - r);
  path.absarc(x + width - r, y + height - r, r, 0, Math.PI / 2, false);
  path.lineTo(x + r, y + height);
  path.absarc(x + r, y + height - r, r, Math.PI / 2, Math.PI, false);
  path.lineTo(x, y + r);
  path.absarc(x + r, y + r, r, Math.PI, Math.PI * 1.5, false);
  return path;
}

/** Texture coordinates by the piece's grain (core/model3d/grain-mapping.ts); shape-space z is depth below the top. */
function grainUvGenerator(piece: ModelPiece, spanMm: number): UVGenerator {
  const at = (vertices: number[], index: number) => ({
    x: vertices[index * 3] ?? 0,
    y: vertices[index * 3 + 1] ?? 0,
    z: -(vertices[index * 3 + 2] ?? 0),
  });
  return {
    generateTopUV(_geometry, vertices, a, b, c) {
      return [a, b, c].map((i) => new Vector2(...grainUv(at(vertices, i), 'cap', piece.grainAxis, spanMm)));
    },
    generateSideWallUV(_geometry, vertices, a, b, c, d) {
      const start = at(vertices, a);
      const end = at(vertices, b);
      const face = wallKind(end.x - start.x, end.y - start.y);
      return [a, b, c, d].map((i) => new Vector2(...grainUv(at(vertices, i), face, piece.grainAxis, spanMm)));
    },
  };
}

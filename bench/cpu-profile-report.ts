import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A V8 .cpuprofile (`node --cpu-prof`) as the three views ADR 037 shows: folded stacks (one line
 * per stack with its milliseconds, the input of any flame-graph tool), a table of the functions
 * and packages with the most self time, and a flame graph as SVG.
 * `npx tsx bench/cpu-profile-report.ts <file.cpuprofile> <out-dir> [title]`.
 */
interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  endTime: number;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a frame's code lives: a package, our own file, or Node itself. */
function where(url: string): { file: string; owner: string } {
  if (url === '') return { file: '', owner: '(native or V8)' };
  const file = url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage?.[1]) return { file: file.slice(file.lastIndexOf('node_modules/') + 'node_modules/'.length), owner: inPackage[1] };
  if (file.startsWith('node:')) return { file, owner: 'node' };
  if (file.startsWith('src/')) return { file, owner: file.split('/').slice(0, 3).join('/') };
  return { file, owner: file };
}

function frameName(node: CpuProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const { file } = where(url);
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`.replaceAll(';', ',');
}

/** Milliseconds of samples per profile node (its self time), only those of the profile's last `lastMs` when given. */
function selfMs(profile: CpuProfile, lastMs?: number): Map<number, number> {
  const self = new Map<number, number>();
  const from = lastMs === undefined ? -Infinity : profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + delta / 1000);
  });
  return self;
}

/** `frame;frame;frame ms` lines, the (idle) and (program) roots left out so what remains is the work. */
export function foldedStacks(profile: CpuProfile, lastMs?: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const folded = new Map<string, number>();
  for (const [id, ms] of selfMs(profile, lastMs)) {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node && node.callFrame.functionName !== '(root)') names.unshift(frameName(node));
    }
    if (names[0] === '(idle)' || names.length === 0) continue;
    const key = names.join(';');
    folded.set(key, (folded.get(key) ?? 0) + ms);
  }
  return folded;
}

/** Self and total milliseconds per function, and self per package (or our own folder). */
export function topTables(folded: Map<string, number>): { functions: [string, number, number][]; owners: [string, number][]; totalMs: number } {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const owners = new Map<string, number>();
  let totalMs = 0;
  for (const [stack, ms] of folded) {
    totalMs += ms;
    const frames = stack.split(';');
    const leaf = frames.at(-1) ?? '';
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    for (const frame of new Set(frames)) total.set(frame, (total.get(frame) ?? 0) + ms);
    const file = / (\S+):\d+$/.exec(leaf)?.[1] ?? '';
    const owner = file === '' ? '(native, GC or V8)' : where(file.startsWith('src/') || file.startsWith('node:') ? file : `node_modules/${file}`).owner;
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
  }
  const functions = [...self].map(([name, ms]): [string, number, number] => [name, ms, total.get(name) ?? ms]).sort((a, b) => b[1] - a[1]);
  return { functions, owners: [...owners].sort((a, b) => b[1] - a[1]), totalMs };
}

interface FlameNode {
  name: string;
  ms: number;
  children: Map<string, FlameNode>;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** An icicle-style flame graph: callers on top, width is time; hover a box for its name and share. */
export function flameGraphSvg(folded: Map<string, number>, title: string): string {
  const root: FlameNode = { name: 'all', ms: 0, children: new Map() };
  for (const [stack, ms] of folded) {
    root.ms += ms;
    let node = root;
    for (const name of stack.split(';')) {
      let child = node.children.get(name);
      if (!child) node.children.set(name, (child = { name, ms: 0, children: new Map() }));
      child.ms += ms;
      node = child;
    }
  }
  const width = 1600;
  const rowHeight = 16;
  const boxes: string[] = [];
  let depthMax = 0;
  const draw = (node: FlameNode, x: number, depth: number) => {
    const w = (node.ms / root.ms) * width;
    if (w < 0.3) return;
    depthMax = Math.max(depthMax, depth);
    const y = 30 + depth * rowHeight;
    const share = ((node.ms / root.ms) * 100).toFixed(1);
    const hue = node.name.includes('node_modules') || !node.name.includes(' src/') ? 30 : 200;
    const label = w > 40 ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}" font-size="11">${escapeXml(node.name.slice(0, Math.floor(w / 6.5)))}</text>` : '';
    boxes.push(
      `<g><title>${escapeXml(`${node.name} (${share} %, ${node.ms.toFixed(0)} ms)`)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${rowHeight - 1}" fill="hsl(${hue},70%,${60 + ((node.name.length * 7) % 20)}%)"/>${label}</g>`,
    );
    let childX = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      draw(child, childX, depth + 1);
      childX += (child.ms / root.ms) * width;
    }
  };
  draw(root, 0, 0);
  const height = 40 + (depthMax + 1) * rowHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="monospace">`,
    `<text x="4" y="18" font-size="14">${escapeXml(title)} (${root.ms.toFixed(0)} ms of samples; orange: packages and Node, blue: src/)</text>`,
    ...boxes,
    '</svg>',
    '',
  ].join('\n');
}

/** Writes `<name>.folded.txt`, `<name>.top.md` and `<name>.svg` for one profile. */
export function writeProfileReport(profileFile: string, outDir: string, name: string, title: string, lastMs?: number): void {
  const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as CpuProfile;
  const folded = foldedStacks(profile, lastMs);
  fs.mkdirSync(outDir, { recursive: true });
  const sorted = [...folded].sort((a, b) => b[1] - a[1]);
  fs.writeFileSync(path.join(outDir, `${name}.folded.txt`), sorted.map(([stack, ms]) => `${stack} ${ms.toFixed(1)}`).join('\n') + '\n');
  const { functions, owners, totalMs } = topTables(folded);
  const percent = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)} %`;
  const lines = [
    `# ${title}`,
    '',
    `${totalMs.toFixed(0)} ms of non-idle samples.`,
    '',
    '| Self time by package or folder | Share |',
    '|---|---|',
    ...owners.slice(0, 20).map(([owner, ms]) => `| ${owner} | ${percent(ms)} |`),
    '',
    '| Function (top 40 by self time) | Self | Total |',
    '|---|---|---|',
    ...functions.slice(0, 40).map(([fn, self, total]) => `| \`${fn.replaceAll('|', '\\|')}\` | ${percent(self)} | ${percent(total)} |`),
    '',
  ];
  fs.writeFileSync(path.join(outDir, `${name}.top.md`), lines.join('\n'));
  fs.writeFileSync(path.join(outDir, `${name}.svg`), flameGraphSvg(folded, title));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file, outDir, title] = process.argv.slice(2);
  if (!file || !outDir) throw new Error('Usage: tsx bench/cpu-profile-report.ts <file.cpuprofile> <out-dir> [title]');
  const name = path.basename(file, '.cpuprofile');
  writeProfileReport(file, outDir, name, title ?? name);
}

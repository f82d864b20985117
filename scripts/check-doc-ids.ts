import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run check:doc-ids`: every requirement id cited in the repository is defined in
 * docs/product/, and none is defined twice (docs/product/README.md, "How a requirement is
 * written"). An id is defined by a list item that starts with it in bold (`- **PRICE-08** …`);
 * any other mention of an id is a citation. Fails naming each undefined citation (file and
 * line) and each duplicate definition. It also fails, naming file and line, on any citation
 * of a document outside the repository (the original specification's or decisions' sections,
 * the old style guide) or of the issue tracker (an issue number), so every comment's reason
 * can be read from inside the repository (CONTRIBUTING.md).
 */
const root = path.resolve(import.meta.dirname, '..');
const PRODUCT_DIR = 'docs/product';
/** Where citations are looked for: the code, its tests and docs, and the top-level files. */
const CITING_DIRS = ['src', 'tests', 'docs', 'scripts', 'bench', 'public'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const BINARY = /\.(png|jpe?g|webp|gif|ico|pdf|ttf|otf|woff2?|sqlite|mmdb|gz|br|zip)$/i;

/** Each area's prefix and the one file that defines its ids. */
const AREA_FILES: Record<string, string> = {
  CONF: 'configurator.md',
  PRICE: 'pricing.md',
  QUOTE: 'quotes.md',
  PARTNER: 'partners.md',
  STAFF: 'staff.md',
  ANALYTICS: 'analytics.md',
  OPS: 'operations.md',
};
const PREFIXES = Object.keys(AREA_FILES).join('|');
const DEFINITION = new RegExp(`^\\s*[-*]\\s+\\*\\*((?:${PREFIXES})-\\d{2})\\*\\*`);
const CITATION = new RegExp(`\\b(?:${PREFIXES})-\\d{2}\\b`, 'g');
/**
 * References a reader cannot follow from inside the repository: the two documents the
 * requirements were first written in, the old style guide, and the issue tracker.
 */
const OUTSIDE_REFERENCE = /\bSPEC §|\bDECISIONS §|\bSTYLE\.md\b|\bissues? #?\d+/gi;
/**
 * Where outside references are looked for: the code, its tests, scripts, bench, public files,
 * the ADRs and the top-level documents and configs. Not docs/product/: its spec-map.md maps
 * the old section names to the ids by design, and its *Beyond SPEC* notes say which old
 * section a requirement came from.
 */
const OUTSIDE_CHECKED_DIRS = ['src', 'tests', 'scripts', 'bench', 'public', 'docs/decisions'];
/**
 * Migrations are frozen once they land (CONTRIBUTING.md): the ones that landed before the requirement ids
 * existed keep the words they were written with, and are not edited to follow a document's new name.
 */
const MIGRATIONS_DIR = 'src/server/db/migrations/';
const LAST_MIGRATION_BEFORE_IDS = '2026-11-25T0400';
const isFrozenOldMigration = (file: string) =>
  file.startsWith(MIGRATIONS_DIR) &&
  file.slice(MIGRATIONS_DIR.length, MIGRATIONS_DIR.length + 15) <= LAST_MIGRATION_BEFORE_IDS;

interface Place {
  file: string;
  line: number;
}

function textFiles(directory: string): string[] {
  const absolute = path.join(root, directory);
  if (!fs.existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...textFiles(relative));
    } else if (entry.isFile() && !BINARY.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

function linesOf(file: string): string[] {
  return fs.readFileSync(path.join(root, file), 'utf8').split('\n');
}

/** A definition outside a fenced code block (a fenced one is an example of the syntax). */
function definedIn(lines: string[]): (string | undefined)[] {
  let fenced = false;
  return lines.map((text) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    return fenced ? undefined : DEFINITION.exec(text)?.[1];
  });
}

const definitions = new Map<string, Place[]>();
const problems: string[] = [];
for (const file of textFiles(PRODUCT_DIR).filter((name) => name.endsWith('.md'))) {
  definedIn(linesOf(file)).forEach((id, index) => {
    if (!id) return;
    const place = { file, line: index + 1 };
    definitions.set(id, [...(definitions.get(id) ?? []), place]);
    const home = path.join(PRODUCT_DIR, AREA_FILES[id.split('-')[0]]);
    if (file !== home) problems.push(`${file}:${place.line}: ${id} is defined outside its area's file ${home}`);
  });
}

const topLevelFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !BINARY.test(entry.name) && entry.name !== 'package-lock.json')
  .map((entry) => entry.name);
let citations = 0;
for (const file of [...topLevelFiles, ...CITING_DIRS.flatMap(textFiles)]) {
  const lines = linesOf(file);
  const defines = file.startsWith(PRODUCT_DIR) && file.endsWith('.md') ? definedIn(lines) : [];
  lines.forEach((text, index) => {
    const defined = defines[index];
    for (const match of text.matchAll(CITATION)) {
      // A definition's own id is not a citation of it.
      if (defined && match[0] === defined && match.index === text.indexOf(`**${defined}**`) + 2) continue;
      citations += 1;
      if (!definitions.has(match[0]))
        problems.push(`${file}:${index + 1}: ${match[0]} is cited but not defined in ${PRODUCT_DIR}/`);
    }
  });
}

const outsideCheckedFiles = [
  ...topLevelFiles.filter((name) => /\.(md|[cm]?[jt]sx?|html)$/.test(name)),
  ...OUTSIDE_CHECKED_DIRS.flatMap(textFiles).filter((file) => !isFrozenOldMigration(file)),
];
for (const file of outsideCheckedFiles) {
  linesOf(file).forEach((text, index) => {
    for (const match of text.matchAll(OUTSIDE_REFERENCE)) {
      problems.push(
        `${file}:${index + 1}: "${match[0]}" cites a document outside the repository; cite a requirement id or an ADR`,
      );
    }
  });
}

for (const [id, places] of definitions) {
  if (places.length > 1)
    problems.push(
      `${id} is defined ${places.length} times: ${places.map((place) => `${place.file}:${place.line}`).join(', ')}`,
    );
}

if (problems.length > 0) {
  console.error(`Requirement ids: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Requirement ids: ${definitions.size} defined in ${PRODUCT_DIR}/, ${citations} citations, all defined.`);

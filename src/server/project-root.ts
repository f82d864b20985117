import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root folder (the one with package.json), found from this module's own place, so
 * that the same code finds `dist/client` and the PDF's sources whether it runs from `src/server`
 * (tsx: tests, `npm run dev`) or from the bundle `npm start` runs (`dist/server`, ADR 039).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No package.json above ${from}: the server runs from a checkout of Grainline`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

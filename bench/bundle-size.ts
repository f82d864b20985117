import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = path.resolve('dist/client');

/**
 * First-load JavaScript of the configurator route (/): the entry script and every chunk
 * index.html preloads, gzipped as a server would send them. Lazy staff and partner chunks
 * are not counted: the configurator never loads them.
 */
export function configuratorFirstLoadJs(): { files: number; gzipBytes: number; rawBytes: number } {
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) sources.add(match[1]);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const source of sources) {
    const bytes = fs.readFileSync(path.join(CLIENT_DIR, source.replace(/^\//, '')));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: sources.size, gzipBytes, rawBytes };
}

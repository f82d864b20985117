import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { startServer } from '#server/start-server';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { allTextureFiles } from '#server/wood-images/texture-files';
import { WOOD_TEXTURE_VERSION } from '#server/wood-images/wood-texture';

/** Time to the first byte of a GET, in ms. */
function firstByteMs(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (response) => {
        response.once('data', () => resolve(performance.now() - started));
        response.resume();
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What opening a wood asks for at once: its card and the first four gallery images; and a health check meanwhile. */
async function openWood(base: string, speciesId: string) {
  const urls = [
    `/assets/woods/${speciesId}_face.jpg`,
    ...[1, 2, 3, 4].map((index) => `/assets/woods/${speciesId}_face_gallery_${index}.jpg`),
  ];
  const [images, healthMs] = await Promise.all([
    Promise.all(urls.map((url) => firstByteMs(`${base}${url}`))),
    new Promise<number>((resolve) => setTimeout(() => resolve(firstByteMs(`${base}/api/health`)), 50)),
  ]);
  return { slowestImageMs: Math.round(Math.max(...images)), healthMs: Math.round(healthMs) };
}

/**
 * Waits until a freshly started server's worker has pre-generated every wood texture into
 * `dataDir`'s cache, and answers how many there are. Until then the worker competes for the
 * CPU with whatever is being measured.
 */
export async function woodTexturesReady(dataDir: string): Promise<number> {
  const total = allTextureFiles(buildDefaultPriceBook()).length;
  const directory = path.join(dataDir, 'cache', 'woods', `v${WOOD_TEXTURE_VERSION}`);
  const done = () =>
    existsSync(directory) && readdirSync(directory).filter((file) => file.endsWith('.jpg')).length >= total;
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 250));
  return total;
}

/**
 * ADR 012: a wood's images the first time it is opened, on a fresh data folder.
 * Right after start-up the worker is still pre-generating (the visitor's images jump its
 * queue); once it is done, a wood nobody has opened is served from the disk cache.
 */
export async function benchWoodImages() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grainline-bench-woods-'));
  const started = performance.now();
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  try {
    const duringPregeneration = await openWood(server.url, 'kiaat');
    const total = await woodTexturesReady(dataDir);
    const pregeneratedMs = Math.round(performance.now() - started);
    const afterPregeneration = await openWood(server.url, 'walnut');
    return { textures: total, pregeneratedMs, duringPregeneration, afterPregeneration };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

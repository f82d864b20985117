import { parentPort } from 'node:worker_threads';
import { renderWoodTexture, type WoodTextureInput } from './wood-texture';

/** Runs in a worker thread: painting a texture is seconds of pure CPU the server must not wait on. */
interface RenderJob {
  id: number;
  input: WoodTextureInput;
}

parentPort?.on('message', (job: RenderJob) => {
  renderWoodTexture(job.input).then(
    (bytes) => parentPort?.postMessage({ id: job.id, bytes: new Uint8Array(bytes) }),
    (error: unknown) =>
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

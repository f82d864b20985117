import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../project-root';
import type { WoodTextureInput } from './wood-texture';

/** `now` is a visitor waiting for the image; `later` is pre-generation, which always yields to `now`. */
export type RenderPriority = 'now' | 'later';

export interface TextureRenderer {
  render(input: WoodTextureInput, priority: RenderPriority): Promise<Buffer>;
  promote(input: WoodTextureInput): void;
  close(): Promise<void>;
}

interface Job {
  id: number;
  input: WoodTextureInput;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

type WorkerReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * The file the worker thread runs. Under `npm start` the server runs from dist/server, where its
 * build put the worker's own bundle beside it (ADR 039), and the thread starts on plain Node. From
 * the sources (tests, `npm run dev`) there is none beside this module: the entry registers tsx and
 * loads the worker's TypeScript, which costs its start a second or more.
 */
export function textureWorkerEntry(moduleUrl: string = import.meta.url): string {
  const bundled = fileURLToPath(new URL('./texture-worker.mjs', moduleUrl));
  return fs.existsSync(bundled)
    ? bundled
    : path.join(PROJECT_ROOT, 'src', 'server', 'wood-images', 'texture-worker-entry.mjs');
}

/**
 * ADR 012: textures are painted in one worker thread, never on the thread that
 * answers requests. One job at a time, so a visitor's image jumps the pre-generation queue
 * instead of waiting behind it. The worker starts on the first job and is replaced if it dies.
 */
export function createTextureRenderer(entry: string = textureWorkerEntry()): TextureRenderer {
  const urgent: Job[] = [];
  const background: Job[] = [];
  let worker: Worker | undefined;
  let running: Job | undefined;
  let nextId = 1;
  let closed = false;

  function failRunning(error: Error): void {
    const job = running;
    running = undefined;
    job?.reject(error);
  }

  function startWorker(): Worker {
    const started = new Worker(entry);
    // The pre-generation queue alone must not keep a stopping process alive.
    started.unref();
    started.on('message', (reply: WorkerReply) => {
      const job = running;
      if (!job || job.id !== reply.id) return;
      running = undefined;
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      pump();
    });
    started.on('error', (error) => {
      worker = undefined;
      failRunning(error);
      pump();
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failRunning(new Error('The texture worker stopped'));
      if (!closed) pump();
    });
    return started;
  }

  function pump(): void {
    if (running || closed) return;
    const job = urgent.shift() ?? background.shift();
    if (!job) return;
    worker ??= startWorker();
    running = job;
    worker.postMessage({ id: job.id, input: job.input });
  }

  return {
    render(input, priority) {
      if (closed) return Promise.reject(new Error('The texture renderer is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        (priority === 'now' ? urgent : background).push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    promote(input) {
      const key = JSON.stringify(input);
      const index = background.findIndex((job) => JSON.stringify(job.input) === key);
      if (index >= 0) urgent.push(...background.splice(index, 1));
    },
    async close() {
      closed = true;
      const stopped = new Error('The texture renderer is closed');
      for (const job of [...urgent.splice(0), ...background.splice(0)]) job.reject(stopped);
      const current = worker;
      worker = undefined;
      await current?.terminate();
      failRunning(stopped);
    },
  };
}

import { Worker } from 'node:worker_threads';
import type { ConfiguratorFirstScreenModule } from '#core/configurator-first-screen';

/**
 * Runs the client build's pre-render module (ADR 016) in one worker thread, started on the first
 * render and kept for the next ones of the same build. A new build (its module's address carries
 * its modification time) gets a fresh worker, and the last one stops once its renders are in, so
 * no isolate holds every build's modules. React's Node build keeps each render in an
 * AsyncLocalStorage, and on Node 20 and 22 the first use of one turns on async hooks for the rest of the thread: in the
 * server's own thread every promise of every later request would pay for them
 * (ADR 039). In the worker they stay there, as does the render's work and the client build's code.
 */
export interface FirstScreenRenderer {
  /** The markup of the module at `moduleUrl` over this catalogue; rejects with the render's own error. */
  render(moduleUrl: string, catalogue: Readonly<Record<string, unknown>>): Promise<string>;
  /** Stops the workers; a later render starts a new one. */
  close(): Promise<void>;
}

/** The module's export the worker calls: named by its type, so a rename is a type error here. */
const RENDER: keyof ConfiguratorFirstScreenModule = 'renderConfiguratorFirstScreen';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, moduleUrl, catalogue }) => {
  import(moduleUrl)
    .then((module) => module.${RENDER}(catalogue))
    .then(
      (html) => parentPort.postMessage({ id, html }),
      (error) => parentPort.postMessage({ id, error: error instanceof Error ? error : new Error(String(error)) }),
    );
});
`;

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The worker the render was sent to. */
  worker: Worker;
}

export function createFirstScreenRenderer({
  timeLimitMs = 60_000,
}: {
  timeLimitMs?: number;
} = {}): FirstScreenRenderer {
  /** The worker for `current.moduleUrl`, the build the last render asked for. */
  let current: { worker: Worker; moduleUrl: string } | null = null;
  /** Workers of earlier builds, stopped once their last render is in. */
  const retiring = new Set<Worker>();
  /** Workers on their way out, which `close` waits for too. */
  const terminating = new Set<Promise<void>>();
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const stop = async (worker: Worker, error: Error) => {
    if (current?.worker === worker) current = null;
    retiring.delete(worker);
    for (const [id, entry] of pending) {
      if (entry.worker !== worker) continue;
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.reject(error);
    }
    const terminated = worker.terminate().then(() => undefined);
    terminating.add(terminated);
    await terminated.finally(() => terminating.delete(terminated));
  };
  /** A retiring worker stops once no render of its own is pending. */
  const stopIfIdle = (worker: Worker) => {
    const busy = [...pending.values()].some((entry) => entry.worker === worker);
    if (!busy) void stop(worker, new Error("The first screen's renderer moved to a newer build"));
  };
  const workerFor = (moduleUrl: string): Worker => {
    if (current?.moduleUrl === moduleUrl) return current.worker;
    // A new build (or, were a module's time to go back, an older one again) goes into a fresh
    // isolate, and the last one's, with every module it imported, is let go once the renders it
    // has in hand are in.
    if (current) {
      retiring.add(current.worker);
      stopIfIdle(current.worker);
      current = null;
    }
    // Node's own options only: the module is built JavaScript and needs no loader of the server's.
    const created = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    const ours = () => current?.worker === created || retiring.has(created);
    created.on('message', ({ id, html, error }: { id: number; html?: string; error?: unknown }) => {
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      clearTimeout(entry.timer);
      if (typeof html === 'string') entry.resolve(html);
      else entry.reject(error instanceof Error ? error : new Error("The first screen's render failed"));
      if (retiring.has(created)) stopIfIdle(created);
    });
    created.on('error', (error) => {
      if (ours()) void stop(created, error);
    });
    created.on('exit', (code) => {
      if (ours()) void stop(created, new Error(`The first screen's renderer stopped (exit code ${code})`));
    });
    // Never what keeps the process running (after its listeners, which would hold it again); a
    // render in progress does, by its time limit's timer.
    created.unref();
    current = { worker: created, moduleUrl };
    return created;
  };

  return {
    render(moduleUrl, catalogue) {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const worker = workerFor(moduleUrl);
        // A render that never ends (a boundary that never resolves) would hold every later one: the worker goes with
        // it.
        const timer = setTimeout(
          () => void stop(worker, new Error(`The first screen's render took over ${timeLimitMs} ms`)),
          timeLimitMs,
        );
        pending.set(id, { resolve, reject, timer, worker });
        try {
          worker.postMessage({ id, moduleUrl, catalogue });
        } catch (error) {
          // A catalogue that cannot be sent to the worker.
          pending.delete(id);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    async close() {
      const closed = new Error("The first screen's renderer was closed");
      const workers = [...retiring, ...(current ? [current.worker] : [])];
      await Promise.all([...workers.map((worker) => stop(worker, closed)), ...terminating]);
    },
  };
}

import { Worker } from 'node:worker_threads';
import type { ConfiguratorFirstScreenModule } from '#core/configurator-first-screen';

/**
 * Runs the client build's pre-render module (ADR 016) in one worker thread, started on the first
 * render and kept for the next. React's Node build keeps each render in an AsyncLocalStorage, and
 * on Node 20 and 22 the first use of one turns on async hooks for the rest of the thread: in the
 * server's own thread every promise of every later request would pay for them (ADR 037, "Sixth
 * round"). In the worker they stay there, as does the render's work and the client build's code.
 */
export interface FirstScreenRenderer {
  /** The markup of the module at `moduleUrl` over this catalogue; rejects with the render's own error. */
  render(moduleUrl: string, catalogue: Readonly<Record<string, unknown>>): Promise<string>;
  /** Stops the worker; a later render starts a new one. */
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
}

export function createFirstScreenRenderer({ timeLimitMs = 60_000 }: { timeLimitMs?: number } = {}): FirstScreenRenderer {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.reject(error);
    }
  };
  const stop = async (error: Error) => {
    const stopping = worker;
    worker = null;
    failAll(error);
    await stopping?.terminate();
  };
  const started = (): Worker => {
    if (worker) return worker;
    // Node's own options only: the module is built JavaScript and needs no loader of the server's.
    const created = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    created.on('message', ({ id, html, error }: { id: number; html?: string; error?: unknown }) => {
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      clearTimeout(entry.timer);
      if (typeof html === 'string') entry.resolve(html);
      else entry.reject(error instanceof Error ? error : new Error("The first screen's render failed"));
    });
    created.on('error', (error) => {
      if (worker === created) void stop(error);
    });
    created.on('exit', (code) => {
      if (worker === created) void stop(new Error(`The first screen's renderer stopped (exit code ${code})`));
    });
    // Never what keeps the process running (after its listeners, which would hold it again); a
    // render in progress does, by its time limit's timer.
    created.unref();
    worker = created;
    return created;
  };

  return {
    render(moduleUrl, catalogue) {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        // A render that never ends (a boundary that never resolves) would hold every later one: the worker goes with it.
        const timer = setTimeout(() => void stop(new Error(`The first screen's render took over ${timeLimitMs} ms`)), timeLimitMs);
        pending.set(id, { resolve, reject, timer });
        try {
          started().postMessage({ id, moduleUrl, catalogue });
        } catch (error) {
          // A catalogue that cannot be sent to the worker.
          pending.delete(id);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    close: () => stop(new Error("The first screen's renderer was closed")),
  };
}

// The texture worker's entry. A worker thread does not inherit a TypeScript loader in every
// host (Vitest, a plain `node`), so it registers tsx itself before loading the worker code.
import { register } from 'tsx/esm/api';

register();
await import('./texture-worker.ts');

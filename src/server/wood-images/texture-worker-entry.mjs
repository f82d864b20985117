// The texture worker's entry when the server runs from its sources (Vitest, `npm run dev`); under
// `npm start` the thread runs the worker's bundle instead (`textureWorkerEntry`). A worker thread
// does not inherit a TypeScript loader in every host, so it registers tsx before loading the code.
import { register } from 'tsx/esm/api';

register();
await import('./texture-worker.ts');

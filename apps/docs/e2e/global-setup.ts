import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from '../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the static server over out/, without a trailing slash. */
    baseUrl: string;
  }
}

const OUT = fileURLToPath(new URL('../out/', import.meta.url));

/** Serves out/ on a free port for the whole run and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  const built = await stat(`${OUT}index.html`).then(
    (info) => info.isFile(),
    () => false,
  );
  if (!built) {
    throw new Error(`No exported site in ${OUT}: run \`npm run build -w apps/docs\` first.`);
  }
  const server = await startServer({ root: OUT, port: 0 });
  project.provide('baseUrl', server.url);
  return () => server.close();
}

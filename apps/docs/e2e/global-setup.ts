import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { builtPlatformUrl } from '../local/built-platform.mjs';
import { assertPortFree, startPlatformDev } from '../local/platform-dev.mjs';
import { startServer } from '../local/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Origins of the static servers over out/, one per worker, without a trailing slash. Files running side by
     * side each use their own (e2e/support/browser.ts `siteOrigin()`), so the Origin header tells platform-dev
     * whose faults apply to a request.
     */
    siteOrigins: string[];
    /** Origin of the platform-dev service the build points at (started here with --memory --faults). */
    platformUrl: string;
    /** Why no platform service is available to the API-settings tests; empty when it is. */
    platformProblem: string;
  }
}

const OUT = fileURLToPath(new URL('../out/', import.meta.url));
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Serves out/ on a free port per worker for the whole run, and starts platform-dev (in memory, with fault
 * injection) on the port the site was built for, allowing every one of those origins.
 */
export default async function setup(project: TestProject) {
  const built = await stat(`${OUT}index.html`).then(
    (info) => info.isFile(),
    () => false,
  );
  if (!built) {
    throw new Error(`No exported site in ${OUT}: run \`npm run build -w apps/docs\` first.`);
  }
  const servers = await Promise.all(
    Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startServer({ root: OUT, port: 0 })),
  );
  const origins = servers.map((server) => server.url);
  project.provide('siteOrigins', origins);

  let platform: Awaited<ReturnType<typeof startPlatformDev>> | undefined;
  let problem = '';
  const target = await builtPlatformUrl(OUT);
  const parsed = target ? new URL(target) : undefined;
  if (!parsed || !LOCAL_HOSTS.has(parsed.hostname) || parsed.port === '') {
    problem =
      `The site in out/ was built for the platform API at ${target ?? '(unknown)'}, not a local platform-dev. ` +
      'Build it the way `npm test` does: NEXT_PUBLIC_PLATFORM_API_URL=http://127.0.0.1:54339 ' +
      'NEXT_PUBLIC_AUTH_URL=http://127.0.0.1:54339/auth/v1 npm run build -w apps/docs';
  } else {
    const port = Number(parsed.port);
    try {
      await assertPortFree(port, '127.0.0.1', 'PLATFORM_DEV_TEST_PORT (and rebuild)');
      platform = await startPlatformDev({
        port,
        allowedOrigins: origins,
        memory: true,
        faults: true,
        quiet: true,
      });
    } catch (error) {
      // Every other browser test can still run; the API-settings tests report this.
      problem = `Could not start platform-dev for the browser tests: ${(error as Error).message}`;
    }
  }
  project.provide('platformUrl', platform?.url ?? '');
  project.provide('platformProblem', problem);

  return async () => {
    await Promise.all([...servers.map((server) => server.close()), platform?.stop()]);
  };
}

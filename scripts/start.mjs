#!/usr/bin/env node
// `npm start`: the docs site next to a local platform service, so the API-settings widget works out of the box.
//
//   1. checks that both ports are free (PORT for the site, PLATFORM_DEV_PORT for the service);
//   2. starts platform-dev (file-backed PGlite under services/platform-dev/.data/, seeded on first run)
//      with the site's origins allowed for CORS and the sign-in redirect;
//   3. builds the site with NEXT_PUBLIC_PLATFORM_API_URL / NEXT_PUBLIC_AUTH_URL pointing at it, and
//      NEXT_PUBLIC_SITE_URL set to the address it will serve (canonical links, sitemap, llms.txt, twins);
//   4. writes the docs MCP server's data bundle for the same address (packages/docs-mcp), then serves
//      apps/docs/out and the MCP endpoint /mcp on PORT (scripts/serve-site.mjs); Ctrl+C stops both.
//
// `npm run build` alone keeps the addresses from apps/docs/site.config.ts.
import { spawn } from 'node:child_process';
import { OUT_DIR } from '@platform/docs/build/out-files.mjs';
import {
  assertPortFree,
  DEFAULT_PLATFORM_PORT,
  portFromEnv,
  REPO_ROOT,
  startPlatformDev,
} from '@platform/docs/local/platform-dev.mjs';
import { startSite } from './serve-site.mjs';
import { servedSiteUrl } from './site-url.mjs';

const DEMO_PAGE = '/guides/getting-started/api-keys/';

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
}

async function main() {
  let sitePort;
  let platformPort;
  try {
    sitePort = portFromEnv('PORT', 3000);
    platformPort = portFromEnv('PLATFORM_DEV_PORT', DEFAULT_PLATFORM_PORT);
  } catch (error) {
    fail(error.message);
  }
  if (sitePort === platformPort)
    fail(`PORT and PLATFORM_DEV_PORT are both ${sitePort}; give them different ports.`);
  const host = process.env.HOST || '127.0.0.1';
  try {
    await assertPortFree(sitePort, host, 'PORT');
    await assertPortFree(platformPort, '127.0.0.1', 'PLATFORM_DEV_PORT');
  } catch (error) {
    fail(error.message);
  }

  // The browser may open the site as localhost or as 127.0.0.1 (or HOST); allow each as an origin.
  const siteOrigins = [...new Set(['localhost', '127.0.0.1', host])]
    .filter((name) => name !== '0.0.0.0' && name !== '::')
    .map((name) => `http://${name.includes(':') ? `[${name}]` : name}:${sitePort}`);

  console.log(`▶ starting platform-dev on port ${platformPort}`);
  let platform;
  try {
    platform = await startPlatformDev({ port: platformPort, allowedOrigins: siteOrigins });
  } catch (error) {
    fail(error.message);
  }
  let server;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    console.log('\nStopping the site and platform-dev…');
    await Promise.all([platform?.stop(), server?.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  platform.exited.then(({ code }) => {
    if (stopping) return;
    console.error(`\n✖ platform-dev exited (code ${code}); stopping.`);
    server?.close().finally(() => process.exit(1));
  });

  // An explicit NEXT_PUBLIC_SITE_URL (a tunnel or proxy in front) wins over the address served here.
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || servedSiteUrl(host, sitePort);
  console.log(`▶ building the site first (about a minute) for ${siteUrl} against ${platform.url}`);
  const buildEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_PLATFORM_API_URL: platform.url,
    NEXT_PUBLIC_AUTH_URL: `${platform.url}/auth/v1`,
    NEXT_PUBLIC_SITE_URL: siteUrl,
  };
  try {
    await run('npm', ['run', 'build', '-w', 'apps/docs'], buildEnv);
    // The MCP answers link to pages of this address too (a few seconds).
    await run('npm', ['run', 'build', '-w', 'packages/docs-mcp'], buildEnv);
  } catch (error) {
    await platform.stop();
    fail(error.message);
  }

  server = await startSite({ root: OUT_DIR, port: sitePort, host });
  const shown = host === '127.0.0.1' ? server.url.replace('127.0.0.1', 'localhost') : server.url;
  console.log(`
Docs:          ${shown}/
MCP endpoint:  ${shown}/mcp (connect an agent: ${shown}/guides/getting-started/connect-an-agent/)
Platform API:  ${platform.url} (auth at ${platform.url}/auth/v1)
Try the API-settings widget at ${shown}${DEMO_PAGE}
and log in as demo@example.com with the password demo-password.
Press Ctrl+C to stop both.`);
}

main().catch((error) => fail(error.stack ?? String(error)));

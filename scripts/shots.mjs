#!/usr/bin/env node
// `npm run shots`: full-page screenshots of the pages in apps/docs/local/shots/pages.mjs at 390 and 1440 px
// wide, light and dark, signed out and signed in, for a person to review, with a contact sheet (index.html).
//
//   1. builds the site against a local platform-dev (skipped with --no-build when apps/docs/out already was
//      built for the same port);
//   2. serves apps/docs/out on a free port and starts platform-dev (in memory, seeded) allowing that origin;
//   3. in one Chromium (the full browser, as readers have it), a context per viewport × theme × session, two at
//      a time; signed in is demo@example.com with a stored session (no sign-in round trip);
//   4. writes NN-page--width-theme-session.png, thumbs/ and index.html to shots/ (or --out), and stops
//      everything, on Ctrl+C too.
//
//   npm run shots -- --no-build --pages api-keys --pages jwts --out /tmp/shots
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isFile, OUT_DIR } from '@platform/docs/build/out-files.mjs';
import { builtPlatformUrl } from '@platform/docs/local/built-platform.mjs';
import { launchChromium } from '@platform/docs/local/chromium.mjs';
import { assertPortFree, REPO_ROOT, startPlatformDev } from '@platform/docs/local/platform-dev.mjs';
import { startServer } from '@platform/docs/local/serve.mjs';
import { capture, thumbnail, variantContext } from '@platform/docs/local/shots/capture.mjs';
import { mergeEntries, renderContactSheet } from '@platform/docs/local/shots/contact-sheet.mjs';
import { SHOT_PAGES } from '@platform/docs/local/shots/pages.mjs';
import {
  buildDecision,
  MAX_SHOT_HEIGHT,
  parseArgs,
  platformPort,
  selectPages,
  shotFileName,
  USAGE,
  variants,
} from '@platform/docs/local/shots/plan.mjs';
import { passwordSession } from '@platform/docs/local/stored-session.mjs';

const ACCOUNT = 'demo@example.com';
const MANIFEST = 'shots.json';
const THUMBS = 'thumbs';
const THUMB_SIZE = { width: 400, maxHeight: 800 };
/** Contexts at work at once: while one waits for a quiet network, the other renders or encodes. */
const LANES = 2;

const started = Date.now();
/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];
/** @type {import('node:child_process').ChildProcess | undefined} */
let building;
/** Set on Ctrl+C: the shots under way fail as their browser closes, and the run ends without a sheet. */
let interrupted = false;

function fail(message) {
  console.error(`✖ ${message}`);
  return cleanUp().finally(() => process.exit(1));
}

async function cleanUp() {
  if (building?.pid && building.exitCode === null) {
    try {
      process.kill(-building.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.allSettled(cleanups.splice(0).map((close) => close()));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error('\nStopping the browser, the site and platform-dev…');
    cleanUp().finally(() => process.exit(130));
  });
}

/** Builds apps/docs for platform-dev at `platformUrl`, the way the browser tests' build is made. */
function build(platformUrl) {
  return new Promise((done, failed) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/docs'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_PLATFORM_API_URL: platformUrl,
        NEXT_PUBLIC_AUTH_URL: `${platformUrl}/auth/v1`,
      },
      stdio: 'inherit',
      // Its own process group, so stopping the run stops the whole build (npm, Next.js and its workers).
      detached: true,
    });
    building = child;
    child.once('error', failed);
    child.once('exit', (code, signal) => {
      building = undefined;
      if (code === 0) done(undefined);
      else failed(new Error(`the build failed (${signal ?? `exit code ${code}`}); its output is above.`));
    });
  });
}

/** @param {string} dir */
async function readManifest(dir) {
  try {
    const data = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'));
    return Array.isArray(data.entries) ? data.entries : [];
  } catch {
    return [];
  }
}

/** @param {number} ms */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function main() {
  let options;
  let pages;
  let port;
  const builtBefore = await builtPlatformUrl(OUT_DIR);
  try {
    options = parseArgs(process.argv.slice(2));
    pages = selectPages(options.pages);
    port = platformPort(process.env.PLATFORM_DEV_PORT, builtBefore);
  } catch (error) {
    return fail(error.message);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const outDir = resolve(options.out ?? join(REPO_ROOT, 'shots'));
  try {
    await assertPortFree(port, '127.0.0.1', 'PLATFORM_DEV_PORT');
  } catch (error) {
    return fail(error.message);
  }

  const platformUrl = `http://127.0.0.1:${port}`;
  const decision = buildDecision({ build: options.build, builtUrl: builtBefore, port });
  console.log(`▶ ${decision.reason}`);
  if (decision.build) {
    try {
      await build(platformUrl);
    } catch (error) {
      return fail(error.message);
    }
  }
  const missing = [];
  for (const page of pages) {
    if (!(await isFile(join(OUT_DIR, page.path, 'index.html')))) missing.push(page.path);
  }
  if (missing.length > 0) return fail(`apps/docs/out has no page at ${missing.join(', ')}.`);

  const server = await startServer({ root: OUT_DIR, port: 0 });
  cleanups.push(() => server.close());
  let platform;
  try {
    platform = await startPlatformDev({ port, allowedOrigins: [server.url], memory: true, quiet: true });
  } catch (error) {
    return fail(error.message);
  }
  cleanups.push(() => platform.stop());
  let stopping = false;
  cleanups.push(async () => {
    stopping = true;
  });
  platform.exited.then(({ code, signal }) => {
    if (!stopping)
      console.error(`✖ platform-dev stopped (${signal ?? `exit code ${code}`}); signed-in shots will fail.`);
  });

  const browser = await launchChromium();
  cleanups.unshift(() => browser.close());
  console.log(`▶ site ${server.url}, platform-dev ${platform.url}, Chromium ${browser.version()}`);

  await mkdir(join(outDir, THUMBS), { recursive: true });
  const previous = await readManifest(outDir);
  const thumbContext = await browser.newContext();
  const thumbPage = await thumbContext.newPage();

  const queue = variants();
  const total = queue.length * pages.length;
  /** @type {import('@platform/docs/local/shots/contact-sheet.mjs').ShotEntry[]} */
  const fresh = [];
  let done = 0;
  let failures = 0;

  const takeVariants = async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) {
      const session =
        variant.session === 'signed-in' ? await passwordSession(`${platform.url}/auth/v1`, ACCOUNT) : [];
      const context = await variantContext(browser, variant, session);
      try {
        for (const page of pages) {
          const file = shotFileName(page, variant);
          const thumb = `${THUMBS}/${file.replace(/\.png$/, '.jpg')}`;
          const shotStarted = Date.now();
          const tab = await context.newPage();
          try {
            const shot = await capture(tab, server.url + page.path, page);
            await writeFile(join(outDir, file), shot.png);
            await writeFile(join(outDir, thumb), await thumbnail(thumbPage, shot.png, THUMB_SIZE));
            fresh.push({
              file,
              thumb,
              pageId: page.id,
              viewport: variant.viewport.id,
              theme: variant.theme,
              session: variant.session,
              width: shot.width,
              height: shot.height,
              fullHeight: shot.fullHeight,
              status: shot.status,
              title: shot.title,
              warnings: shot.warnings,
            });
            done += 1;
            const cut = shot.height < shot.fullHeight ? ` (of ${shot.fullHeight})` : '';
            console.log(
              `  [${done}/${total}] ${file} ${shot.width}×${shot.height}${cut} ${duration(Date.now() - shotStarted)}` +
                shot.warnings.map((warning) => `\n      ⚠ ${warning}`).join(''),
            );
          } catch (error) {
            if (interrupted) return;
            failures += 1;
            done += 1;
            console.error(`  [${done}/${total}] ✖ ${file}: ${error.message.split('\n')[0]}`);
          } finally {
            await tab.close().catch(() => {});
          }
        }
      } finally {
        await context.close().catch(() => {});
      }
    }
  };
  // After Ctrl+C the closing browser fails whatever a lane was doing; that is no error to report.
  const lane = () =>
    takeVariants().catch((error) => {
      if (!interrupted) throw error;
    });
  await Promise.all(Array.from({ length: LANES }, lane));
  if (interrupted) return;
  await thumbContext.close();

  const entries = mergeEntries(previous, fresh, SHOT_PAGES);
  const kept = new Set(entries.map((entry) => entry.file));
  const stale = previous.filter((entry) => !kept.has(entry.file));
  await Promise.all(
    stale.flatMap((entry) =>
      [entry.file, entry.thumb].map((name) => rm(join(outDir, name), { force: true })),
    ),
  );
  const meta = {
    takenAt: new Date().toISOString(),
    account: ACCOUNT,
    seconds: (Date.now() - started) / 1000,
  };
  await writeFile(join(outDir, MANIFEST), `${JSON.stringify({ meta, entries }, null, 2)}\n`);
  await writeFile(
    join(outDir, 'index.html'),
    renderContactSheet({ pages: SHOT_PAGES, entries, meta, maxHeight: MAX_SHOT_HEIGHT }),
  );

  await cleanUp();
  const warned = fresh.filter((entry) => entry.warnings.length > 0 || entry.status !== 200).length;
  console.log(
    `\n✔ ${fresh.length} screenshots in ${outDir} (${entries.length} in its contact sheet, ${join(outDir, 'index.html')})` +
      ` in ${duration(Date.now() - started)}` +
      (warned > 0 ? `; ${warned} with warnings, listed at the top of the sheet` : ''),
  );
  if (failures > 0) {
    console.error(`✖ ${failures} screenshot(s) could not be taken; see the lines marked ✖ above.`);
    process.exit(1);
  }
}

main().catch((error) => fail(error.stack ?? String(error)));

import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const server = await startServer({ port: 0 });
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const session = await context.newCDPSession(page);
await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const done = new Promise((r) => session.once('Tracing.tracingComplete', r));
await session.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
  transferMode: 'ReportEvents',
});
await page.goto(server.url + '/guides/api/sql-to-rest/', { waitUntil: 'load' });
await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 60000 });
await page.waitForTimeout(2500);
if (process.argv[2] === 'click') {
  await page.getByRole('textbox', { name: 'SQL query' }).click();
  await page.waitForSelector('.cm-content');
  await page.waitForTimeout(2500);
}
await session.send('Tracing.end');
await done;
const load = events.find((e) => e.name === 'MarkLoad' && e.args?.data?.isOutermostMainFrame);
const mainTid = load?.tid;
const tasks = events.filter(
  (e) => e.name === 'RunTask' && e.tid === mainTid && e.ts >= (load?.ts ?? 0) && e.dur > 30000,
);
for (const t of tasks) {
  console.log(`task +${((t.ts - load.ts) / 1000).toFixed(0)}ms after load: ${(t.dur / 1000).toFixed(1)}ms`);
  const inner = events.filter(
    (e) =>
      e.tid === t.tid &&
      e.ts >= t.ts &&
      e.ts + (e.dur ?? 0) <= t.ts + t.dur &&
      e.dur > 2000 &&
      e.name !== 'RunTask' &&
      !e.name.startsWith('V8.GC'),
  );
  for (const e of inner.slice(0, 12))
    console.log(
      `   ${e.name} ${(e.dur / 1000).toFixed(1)} ${JSON.stringify(e.args?.data ?? e.args ?? '')
        .replace(/http:\/\/127.0.0.1:\d+/g, '')
        .slice(0, 140)}`,
    );
}
await browser.close();
server.close?.();
process.exit(0);

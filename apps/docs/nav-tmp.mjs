import { readFileSync } from 'node:fs';
import { launchChromium } from './local/chromium.mjs';
import { startServer } from './local/serve.mjs';
const busy = () => { const n = readFileSync('/proc/stat','utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number); return n[0]+n[1]+n[2]+n[5]+n[6]+n[7]; };
await startServer({ port: 3998 });
const browser = await launchChromium({ shell: true });
const paths = ['/guides/getting-started/', '/', '/guides/getting-started/creating-a-project/', '/guides/getting-started/api-keys/', '/guides/auth/rate-limits/', '/guides/resources/', '/guides/auth/captcha/', '/no-such-page/'];
const run = async (mode) => {
  let total = 0;
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await ctx.newPage();
  for (const p of paths) {
    const b = busy();
    if (mode === 'fresh') { await ctx.close(); const c = await browser.newContext({ viewport: { width: 1280, height: 800 } }); page = await c.newPage(); }
    await page.goto('http://127.0.0.1:3998' + p, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    total += busy() - b;
  }
  console.log(mode, (total / 100 / paths.length).toFixed(2), 's CPU per page');
};
await run('fresh'); await run('same'); await run('fresh'); await run('same');
await browser.close(); process.exit(0);

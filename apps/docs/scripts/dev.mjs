#!/usr/bin/env node
// `npm run dev`: prepares what the site reads (build/steps.mjs), then runs `next dev` with this command's
// arguments (`npm run dev -- --port 4000`). Beside it, scripts/watch-pages.mjs warns about broken links and
// sidebar entries at their line when a guide is saved.
import { spawn } from 'node:child_process';
import { devSteps, runSteps } from '../build/steps.mjs';

const watcher = spawn(process.execPath, [new URL('./watch-pages.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
});
process.exitCode = await runSteps(devSteps(process.argv.slice(2)));
watcher.kill('SIGTERM');

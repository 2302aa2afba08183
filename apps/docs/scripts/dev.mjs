#!/usr/bin/env node
// `npm run dev`: prepares what the site reads (build/steps.mjs), then runs `next dev` with this command's
// arguments (`npm run dev -- --port 4000`).
import { devSteps, runSteps } from '../build/steps.mjs';

process.exitCode = await runSteps(devSteps(process.argv.slice(2)));

#!/usr/bin/env node
// `npm run dev`: prepares what the site reads (build/steps.mjs), then runs `next dev`.
import { DEV_STEPS, runSteps } from '../build/steps.mjs';

process.exitCode = await runSteps(DEV_STEPS);

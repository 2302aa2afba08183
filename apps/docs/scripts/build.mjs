#!/usr/bin/env node
// `npm run build`: the static export in out/, built by the named steps of build/steps.mjs in order; stops at
// the first step that fails and names it.
import { BUILD_STEPS, runSteps } from '../build/steps.mjs';

process.exitCode = await runSteps(BUILD_STEPS);

// One place for how every script and browser test starts Chromium: Debian's build via playwright-core,
// headless, with the background services that would add noise to measurements switched off.

import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium, built without the
 * browser's UI layer. The browser tests use it when it is installed: on this 2-core machine the same test files
 * took about 30% less CPU than with the full browser (README, test time). Page weights, benchmarks and
 * Lighthouse keep the full browser, which is what readers run.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Added for the browser tests (`{ shell: true }`): the compositor runs in the browser process instead of a GPU
 * process of its own (there is no GPU here), which saved about 7% of the CPU the same three test files took
 * (161–163 against 172–178 CPU s). Measurements keep the process layout readers have.
 */
const TEST_ONLY_ARGS = ['--in-process-gpu'];

/**
 * Launches headless Chromium; `{ shell: true }` prefers the headless shell (the full browser when the shell is
 * not installed, or CHROMIUM_PATH is set) and adds TEST_ONLY_ARGS. Playwright gives every launch its own
 * throwaway profile directory (it passes --user-data-dir itself and deletes the folder on close), so no state
 * leaks between runs.
 * @param {{ shell?: boolean }} [options]
 */
export function launchChromium({ shell = false } = {}) {
  const useShell = shell && !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL_PATH);
  const executablePath = useShell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
  const args = shell ? [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath, headless: true, args });
}

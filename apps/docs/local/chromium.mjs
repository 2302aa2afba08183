// One place for how every script and browser test starts Chromium: Debian's build via playwright-core,
// headless, with the background services that would add noise to measurements switched off.

import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Launches headless Chromium. Playwright gives every launch its own throwaway profile directory
 * (it passes --user-data-dir itself and deletes the folder on close), so no state leaks between runs.
 */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

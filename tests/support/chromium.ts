import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Chromium flags that work in this sandboxed, offline machine (see the env notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
];

/**
 * Debian's /usr/bin/chromium, else Playwright's own browser; otherwise throws one line saying how to
 * install one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core throws when it has no browser of its own; the message below says what to do.
  }
  throw new Error(
    "No Chromium for the e2e suite: install Debian's (apt-get install -y chromium) or Playwright's (npx playwright install chromium)",
  );
}

// How the e2e specs and the browser benches find and start Debian's Chromium: one place for the flags.
// It lives here because both the e2e and the bench TypeScript projects reference tsconfig.tests.json
// (the bench project cannot include e2e/).
import fs from 'node:fs';

/** CHROMIUM_PATH, else Debian's Chromium; null when none is installed. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string)) ?? null;
}

// The flags keep Chromium from dialling Google's hosts on this closed network, which stalls it, and
// from needing a sandbox, a GPU or a large /dev/shm, which containers do not give.
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Options for playwright-core's `chromium.launch` and `launchPersistentContext`: headless, with the
 * flags above. Playwright gives every launch a fresh temporary profile of its own.
 */
export function chromiumLaunchOptions(executablePath: string | null = findChromium()) {
  return { executablePath: executablePath ?? undefined, headless: true, args: [...flags] };
}

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system Chromium (CHROMIUM_PATH overrides); nothing is ever downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path ?? ''));
  if (!found)
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // The machine has no outside network: keep Chromium from trying to reach Google's services.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

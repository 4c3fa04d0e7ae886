// Screenshots of pages as a demo account sees them, at 1440 and 768 px wide, for looking at
// screens by eye (README, "Screens are judged by eye"). Needs a running Atrium (npm start).
//   node scripts/screenshots.ts <email> <path>... [--base http://localhost:8080] [--out /tmp/shots]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/session.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value ?? fallback;
};
const base = option('base', 'http://localhost:8080');
const out = option('out', '/tmp/shots');
const wait = Number(option('wait', '2500'));
const [email, ...paths] = args;
if (!email || paths.length === 0) {
  console.error('usage: node scripts/screenshots.ts <email> <path>... [--base URL] [--out DIR]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const realm = email.split('@')[1]?.replace(/\.test$/, '') ?? 'atrium';
  const prefix = realm === 'atrium' ? '' : `/${realm}`;
  await page.goto(`${base}${prefix}/`);
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  for (const path of paths) {
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}${prefix}${path}`);
      await page.waitForTimeout(wait);
      const name = `${realm}${path.replace(/[/?=&]+/g, '_')}-${width}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true });
      console.log(join(out, name));
    }
  }
} finally {
  await browser.close();
}

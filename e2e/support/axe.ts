import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the browser's debugging protocol rather than added as a <script>, so the
// app's Content-Security-Policy (script-src 'self') neither blocks it nor has to be bypassed.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page; answers the serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // The page is checked once it has loaded: a section still loading (a progress bar, a busy tile)
  // can lay the page out wider for a moment, and a table then scrolls (seen once in a CI run on a
  // loaded machine: "scrollable-region-focusable" on the platform dashboard's imports table).
  await page
    .waitForFunction(
      () => document.querySelector('[aria-busy="true"], [role="progressbar"]') === null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Colours are checked once they have settled: a button enabled a moment ago is still fading in
  // from its disabled grey (MUI's colour transition), which axe would read as too little contrast.
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact ?? ''}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

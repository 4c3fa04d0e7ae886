// Following a link or a clickable row to its page while the unit tests share the cores.
import { vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Clicks `target` until the page's address matches `url`. Under a loaded CI machine a click has
 * twice landed on a row that a list's refetch replaced a moment later (the sites list, the tags
 * list), leaving the page where it was: the click is made again then. When the address never
 * changes, the error says where the page stayed.
 */
export async function clickThrough(page: Page, target: Locator, url: RegExp): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!url.test(page.url())) await target.click({ timeout: 10_000 });
      await page.waitForURL(url, { timeout: 10_000 }).catch((error: unknown) => {
        throw new Error(`Still at ${page.url()}`, { cause: error });
      });
    },
    { timeout: 35_000, interval: 100 },
  );
}

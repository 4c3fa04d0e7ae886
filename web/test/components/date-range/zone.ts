import { afterAll, beforeAll } from 'vitest';

/**
 * Runs a test file's tests with the browser's clock in another zone (Node reads TZ when it
 * changes). New York is behind UTC, so a date's text read as an instant (`new Date('2026-01-31')`,
 * midnight UTC) falls on the day before there: the bug these tests would catch.
 */
export function inBrowserZone(timeZone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

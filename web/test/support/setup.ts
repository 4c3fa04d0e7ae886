// Every web test: Testing Library's findBy/waitFor wait up to 10 s. Its default, 1 s, is shorter
// than a page's first render takes in a fresh test file on a busy two-core machine, where the
// suite runs beside the server's and the end-to-end tests: the first render loads the page's
// and its tab's chunks (MUI, the charts, the floor plan), 1–4 s when the machine is quiet.
//
// The test files of a worker share their modules and their window (`isolate: false`), so what a
// test changes of the window is undone after it: the clock, the stubbed fetch (`unstubGlobals`),
// the storage (the impersonated organization, a list's remembered filters) and the page.
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Not in the files that run in Node (`@vitest-environment node`).
  if (typeof window === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
});

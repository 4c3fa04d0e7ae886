// Before each test file (Vitest's setupFiles of the server project): the product's clock fixed at
// the run's moment (global-setup.ts), so that the app's "today" and the one the test works its
// expectations out from are the same day, even when the run crosses midnight. A file that needs
// another moment sets its own (setClock).
import { inject } from 'vitest';
import { setClock } from '../../src/clock.ts';

setClock(new Date(inject('testNow')));

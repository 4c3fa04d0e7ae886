// Every web test: Testing Library's findBy/waitFor wait up to 10 s. Its default, 1 s, is shorter
// than a page's first render takes in a fresh test file on a busy two-core machine, where the
// suite runs beside the server's and the end-to-end tests: the first render loads the page's
// and its tab's chunks (MUI, the charts, the floor plan), 1–4 s when the machine is quiet.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

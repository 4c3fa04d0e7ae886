// Every web test: Testing Library's findBy/waitFor wait up to 5 s (its default, 1 s, is shorter
// than a lazy page or a form submit takes on a busy two-core machine, where the suite runs
// beside the server's).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

// `npm start`: build the web app when its sources changed, then run the server with everything
// embedded (database, identity provider) on http://localhost:8080.
import { buildWebIfStale } from './lib.ts';

await buildWebIfStale();
await import('../server/src/main.ts');

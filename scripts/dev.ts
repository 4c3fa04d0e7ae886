// `npm run dev`: the API with reload on change (port 8080) and Vite with hot reload (port 5173).
import { bin, run } from './lib.ts';

console.log('API on http://localhost:8080, web app with hot reload on http://localhost:5173');
// The browser talks to Vite only: it forwards /api and /auth, so the embedded identity provider's
// issuer is on Vite's address too.
const devEnv = {
  FRONTEND_URL: 'http://localhost:5173',
  IDENTITY_URL: 'http://localhost:5173/auth',
  IDENTITY_PROVIDER: 'embedded',
};
const codes = await Promise.all([
  run(process.execPath, ['--watch', 'server/src/main.ts'], devEnv),
  run(bin('vite'), ['web']),
]);
process.exit(Math.max(...codes));

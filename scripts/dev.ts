// `npm run dev`: the API restarting when server or contract code changes (port 8080), and Vite
// with hot reload (port 5173). The browser talks to Vite only: it forwards /api and /auth, so
// the embedded identity provider's issuer is on Vite's address too.
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.ts';

const devEnv = {
  ...process.env,
  FRONTEND_URL: 'http://localhost:5173',
  IDENTITY_URL: 'http://localhost:5173/auth',
  IDENTITY_PROVIDER: 'embedded',
};

// Restarts by hand rather than `node --watch`: under --watch the embedded database's worker
// thread cannot open its socket.
const state: { server: ChildProcess | null } = { server: null };
function startServer(): void {
  state.server = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: devEnv,
  });
}
let timer: NodeJS.Timeout | undefined;
function restart(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const old = state.server;
    if (!old || old.exitCode !== null) {
      startServer();
      return;
    }
    old.once('exit', startServer);
    old.kill('SIGTERM');
  }, 300);
}
for (const folder of ['server/src', 'contract/src'])
  watch(join(root, folder), { recursive: true }, restart);

console.log('API on http://localhost:8080, web app with hot reload on http://localhost:5173');
startServer();
const code = await run(bin('vite'), ['web']);
state.server?.kill('SIGTERM');
process.exit(code);

// `npm run dev`: the API with reload on change (port 8080) and Vite with hot reload (port 5173).
import { bin, run } from './lib.ts';

console.log('API on http://localhost:8080, web app with hot reload on http://localhost:5173');
const codes = await Promise.all([
  run(process.execPath, ['--watch', 'server/src/main.ts']),
  run(bin('vite'), ['web']),
]);
process.exit(Math.max(...codes));

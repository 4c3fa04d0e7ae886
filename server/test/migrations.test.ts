// The committed migrations must describe the schema exactly: generating again finds nothing new.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.ts';

const serverRoot = resolve(import.meta.dirname, '..');
const drizzleKit = resolve(serverRoot, '../node_modules/.bin/drizzle-kit');

describe('migrations', () => {
  it('match the Drizzle schema (no drift)', () => {
    const out = mkdtempSync(join(tmpdir(), 'atrium-drift-'));
    try {
      cpSync(migrationsFolder, out, { recursive: true });
      const before = readdirSync(out).sort();
      const output = execFileSync(
        drizzleKit,
        [
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema/index.ts',
          '--out',
          relative(serverRoot, out),
          '--casing',
          'snake_case',
        ],
        {
          cwd: serverRoot,
          encoding: 'utf8',
          env: { ...process.env, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      expect(readdirSync(out).sort(), output).toEqual(before);
      expect(output).toMatch(/No schema changes/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

// The web app's files: hashed assets kept a year, index.html asked again, each sent in the
// compressed twin the build wrote when the browser accepts it, client routes answered by index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp, webCacheControl } from '../src/http/web-app.ts';

const SCRIPT = `export const answer = ${'42 + '.repeat(400)}0;\n`;

describe('the web app build', () => {
  let webDist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'atrium-web-app-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Atrium</title>');
    const script = join(webDist, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    app = Fastify();
    await registerWebApp(app, webDist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset in Brotli when accepted, to be kept a year', async () => {
    const response = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip or the plain file to browsers that do not take Brotli', async () => {
    const gzip = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has index.html asked again after a deploy, also for client-side routes', async () => {
    for (const url of ['/', '/index.html', '/harbor/buildings/3/tenants']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Atrium</title>');
    }
    const api = await app.inject({ url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
  });

  it('keeps only the files under assets/ for a year', () => {
    expect(webCacheControl('assets/BuildingPage-x1.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(webCacheControl('index.html')).toBe('no-cache');
    expect(webCacheControl('favicon.svg')).toBe('no-cache');
    expect(webCacheControl('app/assets/x.js')).toBe('no-cache');
  });
});

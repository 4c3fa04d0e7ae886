// `npm run bench:web` (size part): the JavaScript the first page loads before any route chunk,
// and what each route adds, gzip-compressed, from the production build's manifest; and which
// packages weigh most in the first load (from the source maps).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Bytes as the reports print them: kilobytes with one decimal. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The budget of the first load (issue 29): 250 kB gzip. */
export const INITIAL_BUDGET_BYTES = 250 * 1000;

export type BundleReport = {
  initial: { files: string[]; gzip: number };
  routes: { page: string; gzip: number }[];
  heaviest: { name: string; share: number }[];
};

const gzipSize = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

/** Where a first-load chunk's bytes come from: each source's share of the sources' text. */
function packagesOf(dist: string, files: readonly string[]): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const file of files) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      const name = match?.[1] ?? (source.includes('/contract/') ? '@atrium/contract' : 'web/src');
      bytes.set(name, (bytes.get(name) ?? 0) + size);
    });
  }
  return bytes;
}

export function bundleReport(dist: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const initialKeys = closure(
    manifest,
    entries.map(([key]) => key),
  );
  const initialFiles = [...initialKeys].map((key) => manifest[key]?.file ?? key);
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('/features/'))
    .map(([key, chunk]) => {
      const own = [...closure(manifest, [key])].filter((k) => !initialKeys.has(k));
      return {
        page: (chunk.src ?? key).replace(/^src\/features\//, ''),
        gzip: own.reduce((sum, k) => sum + gzipSize(dist, manifest[k]?.file ?? k), 0),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const packages = packagesOf(dist, initialFiles);
  const total = [...packages.values()].reduce((a, b) => a + b, 0);
  return {
    initial: {
      files: initialFiles,
      gzip: initialFiles.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    },
    routes,
    heaviest: [...packages.entries()]
      .map(([name, size]) => ({ name, share: size / total }))
      .sort((a, b) => b.share - a.share)
      .slice(0, 12),
  };
}

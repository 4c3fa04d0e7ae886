import { createContext, useContext } from 'react';
import { ZRuntimeConfigSchema, type RuntimeConfig } from '@atrium/contract';
import type { RealmLocation } from './realm.ts';

/** Reads `GET /api/config` once at start; throws a readable error when it cannot. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`The server answered the configuration request with ${response.status}`);
  }
  const parsed = ZRuntimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The server's configuration is invalid${issue ? `: ${issue.path.join('.')} ${issue.message}` : ''}`,
    );
  }
  return parsed.data;
}

export type AppConfig = RuntimeConfig & { realmLocation: RealmLocation };

export const RuntimeConfigContext = createContext<AppConfig | null>(null);

export function useRuntimeConfig(): AppConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig is used outside the RuntimeConfigContext');
  return config;
}

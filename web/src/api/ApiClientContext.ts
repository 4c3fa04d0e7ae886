import { createContext, useContext } from 'react';
import type { ApiClient } from './client.ts';

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient is used outside the ApiClientContext provider');
  return client;
}

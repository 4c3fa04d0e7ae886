import type { z } from 'zod';
import { formatError } from '@atrium/contract';

/** A failed call: the HTTP status and the parsed error body (docs/api.md, "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(formatError(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The text a person sees for any failure (specification section 8). */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? formatError(error.body) : formatError(error);
}

export type ApiClientOptions = {
  /** `{apiUrl}` of the runtime configuration, e.g. `http://localhost:8080/api`. */
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  /** The key of the organization a master admin acts as, sent as `x-impersonate-org`. */
  getImpersonatedOrgKey: () => string | null;
  /** One silent renewal of the session; true when a fresh token is available. */
  renewSession: () => Promise<boolean>;
  /** The session cannot be renewed: tell the user and send them to sign in. */
  onUnauthenticated: () => void;
};

export type CallOptions = {
  signal?: AbortSignal;
  /** Send the impersonation header (default). Calls about the admin's own view turn it off. */
  impersonate?: boolean;
};

export type ApiCall = {
  <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  (path: string, body?: unknown, schema?: undefined, options?: CallOptions): Promise<unknown>;
};

export type ApiClient = { apiCall: ApiCall };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/**
 * The typed API client: every call is a JSON POST (docs/api.md) with the bearer token. On a 401
 * it renews the session once and retries once; if that fails too the user must sign in again.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  // Calls that fail together share one renewal.
  let renewal: Promise<boolean> | null = null;

  const renewOnce = (): Promise<boolean> => {
    renewal ??= options
      .renewSession()
      .catch(() => false)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };

  const send = async (path: string, body: unknown, call: CallOptions): Promise<Response> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    const token = await options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const orgKey = call.impersonate === false ? null : options.getImpersonatedOrgKey();
    if (orgKey) headers['x-impersonate-org'] = orgKey;
    return fetch(`${base}/${path.replace(/^\/+/, '')}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: call.signal ?? null,
    });
  };

  const apiCall = async (
    path: string,
    body?: unknown,
    schema?: z.ZodType,
    callOptions: CallOptions = {},
  ): Promise<unknown> => {
    let response = await send(path, body, callOptions);
    if (response.status === 401) {
      if (await renewOnce()) response = await send(path, body, callOptions);
      if (response.status === 401) {
        options.onUnauthenticated();
        throw new ApiError(401, await readBody(response));
      }
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    const data = await readBody(response);
    if (!schema) return data;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.error(`Unexpected response from ${path}`, parsed.error);
      throw new Error(`The server answered ${path} in an unexpected shape`);
    }
    return parsed.data;
  };

  return { apiCall };
}

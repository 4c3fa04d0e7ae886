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
  /** Seconds the access token has left; null when unknown (no session). */
  sessionSecondsLeft?: () => Promise<number | null>;
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

/** A call outside the JSON-POST protocol: reading bytes, PUT, DELETE, multipart. */
export type RequestOptions = CallOptions & {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (multipart) or a Blob. */
  body?: unknown;
};

export type UploadOptions = CallOptions & {
  /** The share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export type ApiClient = {
  apiCall: ApiCall;
  /**
   * Renews the session now when its token has less than `seconds` left: before a long job is
   * started, so that following its progress needs no renewal while the job holds the database
   * (on PGlite, renewing waits for the job's write).
   */
  keepSessionFor: (seconds: number) => Promise<void>;
  /** The successful Response (an ApiError otherwise), for answers that are not JSON. */
  apiRequest: (path: string, options?: RequestOptions) => Promise<Response>;
  /**
   * A multipart POST that reports upload progress (fetch cannot, so XMLHttpRequest), with the
   * same token, renewal and error rules as `apiCall`. An abort rejects with an AbortError.
   */
  apiUpload: <S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    options?: UploadOptions,
  ) => Promise<z.output<S>>;
};

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

type XhrAnswer = { status: number; text: string };

function postWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  { signal, onProgress }: UploadOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    const onAbort = () => {
      xhr.abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    // As fetch does: a network failure is a TypeError, which reads 'Are you offline?'.
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(form);
  });
}

/**
 * The typed API client: every call is a JSON POST (docs/api.md) with the bearer token. On a 401
 * it renews the session once and retries once; if that fails too the user must sign in again.
 * `apiRequest` and `apiUpload` follow the same rules for files (GET bytes, PUT, DELETE, multipart).
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

  const url = (path: string) => `${base}/${path.replace(/^\/+/, '')}`;

  const authHeaders = async (call: CallOptions): Promise<Record<string, string>> => {
    const headers: Record<string, string> = {};
    const token = await options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const orgKey = call.impersonate === false ? null : options.getImpersonatedOrgKey();
    if (orgKey) headers['x-impersonate-org'] = orgKey;
    return headers;
  };

  const send = async (path: string, request: RequestOptions): Promise<Response> => {
    const { method = 'POST', body } = request;
    const raw = body instanceof FormData || body instanceof Blob;
    // Reading a file's bytes accepts whatever type it is.
    const headers: Record<string, string> = {
      accept: method === 'GET' ? '*/*' : 'application/json',
    };
    // FormData sets its own multipart content type, with the boundary.
    if (body !== undefined && !raw) headers['content-type'] = 'application/json';
    Object.assign(headers, await authHeaders(request));
    return fetch(url(path), {
      method,
      headers,
      body: body === undefined ? null : raw ? body : JSON.stringify(body),
      signal: request.signal ?? null,
    });
  };

  /** Runs the attempt; on a 401 renews once and runs it again, else sends the user to sign in. */
  const withRenewal = async <T extends { status: number }>(
    attempt: () => Promise<T>,
    bodyOf: (answer: T) => Promise<unknown>,
  ): Promise<T> => {
    let answer = await attempt();
    if (answer.status === 401) {
      if (await renewOnce()) answer = await attempt();
      if (answer.status === 401) {
        options.onUnauthenticated();
        throw new ApiError(401, await bodyOf(answer));
      }
    }
    return answer;
  };

  const parseWith = (path: string, data: unknown, schema: z.ZodType | undefined): unknown => {
    if (!schema) return data;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.error(`Unexpected response from ${path}`, parsed.error);
      throw new Error(`The server answered ${path} in an unexpected shape`);
    }
    return parsed.data;
  };

  const apiRequest = async (path: string, request: RequestOptions = {}): Promise<Response> => {
    const response = await withRenewal(() => send(path, request), readBody);
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    return response;
  };

  const apiCall = async (
    path: string,
    body?: unknown,
    schema?: z.ZodType,
    callOptions: CallOptions = {},
  ): Promise<unknown> => {
    const response = await apiRequest(path, { ...callOptions, method: 'POST', body: body ?? {} });
    return parseWith(path, await readBody(response), schema);
  };

  const apiUpload = async <S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    upload: UploadOptions = {},
  ): Promise<z.output<S>> => {
    const answer = await withRenewal(
      async () => postWithProgress(url(path), form, await authHeaders(upload), upload),
      (xhr) => Promise.resolve(parseText(xhr.text)),
    );
    const data = parseText(answer.text);
    if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, data);
    return parseWith(path, data, schema) as z.output<S>;
  };

  const keepSessionFor = async (seconds: number): Promise<void> => {
    const left = (await options.sessionSecondsLeft?.()) ?? null;
    if (left !== null && left < seconds) await renewOnce();
  };

  return { apiCall, apiRequest, apiUpload, keepSessionFor };
}

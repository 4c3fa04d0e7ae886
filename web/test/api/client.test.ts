import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildingsResource, ZSearchResponseSchema } from '@atrium/contract';
import { ApiError, createApiClient, errorText } from '../../src/api/client.ts';
import { resourceApi } from '../../src/api/resources.ts';
import { API_BASE, json } from '../support/render.tsx';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const urlOf = (input: RequestInfo | URL | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

function stubFetch(...answers: Handler[]) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected fetch');
    return Promise.resolve(answer(urlOf(input), init ?? {}));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const headersOf = (call: unknown[] | undefined) => (call?.[1] as RequestInit).headers;

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  let token = 'old-token';
  const renewSession = vi.fn(() => {
    token = 'new-token';
    return Promise.resolve(true);
  });
  const onUnauthenticated = vi.fn();
  const api = createApiClient({
    baseUrl: `${API_BASE}/`,
    getAccessToken: () => Promise.resolve(token),
    getImpersonatedOrgKey: () => null,
    renewSession,
    onUnauthenticated,
    ...overrides,
  });
  return { api, renewSession, onUnauthenticated };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiCall', () => {
  it('posts JSON with the bearer token and parses the answer with the schema', async () => {
    const fetchStub = stubFetch(() => json({ items: [] }));
    const { api } = client();
    const answer = await api.apiCall('search', { text: 'ha' }, ZSearchResponseSchema);
    expect(answer.items).toEqual([]);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/search`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"text":"ha"}');
    expect(headersOf(fetchStub.mock.calls[0])).toMatchObject({
      authorization: 'Bearer old-token',
      'content-type': 'application/json',
    });
  });

  it('sends the impersonation header unless the call opts out', async () => {
    const fetchStub = stubFetch(
      () => json({}),
      () => json({}),
    );
    const { api } = client({ getImpersonatedOrgKey: () => 'harbor' });
    await api.apiCall('buildings', {});
    await api.apiCall('organizations', {}, undefined, { impersonate: false });
    expect(headersOf(fetchStub.mock.calls[0])).toMatchObject({ 'x-impersonate-org': 'harbor' });
    expect(headersOf(fetchStub.mock.calls[1])).not.toHaveProperty('x-impersonate-org');
  });

  it('on a 401 renews the session once and retries once with the new token', async () => {
    const fetchStub = stubFetch(
      () => json({ message: 'Token expired' }, 401),
      () => json({ items: [] }),
    );
    const { api, renewSession, onUnauthenticated } = client();
    await expect(api.apiCall('search', { text: 'ha' }, ZSearchResponseSchema)).resolves.toEqual({
      items: [],
    });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchStub.mock.calls[1])).toMatchObject({
      authorization: 'Bearer new-token',
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends the user to sign in when the retry is refused too', async () => {
    const fetchStub = stubFetch(
      () => json({ message: 'Token expired' }, 401),
      () => json({ message: 'Token expired' }, 401),
    );
    const { api, renewSession, onUnauthenticated } = client();
    const failure = await api.apiCall('buildings', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the renewal fails, and sends the user to sign in', async () => {
    const fetchStub = stubFetch(() => json({ message: 'Token expired' }, 401));
    const { api, onUnauthenticated } = client({ renewSession: () => Promise.resolve(false) });
    await expect(api.apiCall('buildings', {})).rejects.toBeInstanceOf(ApiError);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('treats a renewal that throws as a failed one', async () => {
    stubFetch(() => json({ message: 'Token expired' }, 401));
    const { api, onUnauthenticated } = client({
      renewSession: () => Promise.reject(new Error('login_required')),
    });
    await expect(api.apiCall('buildings', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('shares one renewal between calls refused together', async () => {
    stubFetch(
      () => json({ message: 'Token expired' }, 401),
      () => json({ message: 'Token expired' }, 401),
      () => json({}),
      () => json({}),
    );
    const { api, renewSession } = client();
    await Promise.all([api.apiCall('a', {}), api.apiCall('b', {})]);
    expect(renewSession).toHaveBeenCalledTimes(1);
  });

  it('turns error answers into ApiErrors with the formatted text', async () => {
    stubFetch(
      () => json({ message: 'Bad', issues: [{ path: ['where'], message: 'Unknown field' }] }, 400),
      () => json({ message: 'Not allowed: buildings.update needs master-admin' }, 403),
      () =>
        json({ name: 'ImportFailed', message: 'x', errors: [{ message: 'Row 2 is empty' }] }, 422),
    );
    const { api } = client();
    const texts = [];
    for (const path of ['a', 'b', 'c']) {
      texts.push(await api.apiCall(path, {}).catch(errorText));
    }
    expect(texts).toEqual([
      'Unknown field',
      'Not allowed: buildings.update needs master-admin',
      'Row 2 is empty.',
    ]);
  });

  it('lets a network failure through as the TypeError it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { api } = client();
    const failure = await api.apiCall('buildings', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(errorText(failure)).toBe('Could not perform the request. Are you offline?');
  });

  it('refuses an answer of the wrong shape', async () => {
    stubFetch(() => json({ items: 'no' }));
    const { api } = client();
    await expect(api.apiCall('search', {}, ZSearchResponseSchema)).rejects.toThrow(
      'The server answered search in an unexpected shape',
    );
  });
});

describe('resourceApi', () => {
  it('calls the five routes of the resource protocol', async () => {
    const fetchStub = stubFetch(
      () => json({ items: [], total: 0 }),
      () => json({ id: 3 }),
    );
    const buildings = resourceApi(client().api, buildingsResource);
    await expect(buildings.list({ page: 0, perPage: 5 })).resolves.toEqual({ items: [], total: 0 });
    await expect(buildings.delete(3)).resolves.toEqual({ id: 3 });
    expect(fetchStub.mock.calls.map(([url]) => urlOf(url))).toEqual([
      `${API_BASE}/buildings`,
      `${API_BASE}/buildings/delete`,
    ]);
  });

  it("answers 'Not found' for a get with no items", async () => {
    const fetchStub = stubFetch(() => json({ items: [], total: 0 }));
    const buildings = resourceApi(client().api, buildingsResource);
    const failure = await buildings.get(12).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorText(failure)).toBe('Not found');
    expect(urlOf(fetchStub.mock.calls[0]?.[0])).toBe(`${API_BASE}/buildings/full`);
    expect(fetchStub.mock.calls[0]?.[1]?.body).toBe('{"where":{"id":12},"perPage":1}');
  });
});

describe('keepSessionFor', () => {
  it('renews the session before a long job when its token has less than the time asked', async () => {
    let left: number | null = 120;
    const { api, renewSession } = client({ sessionSecondsLeft: () => Promise.resolve(left) });
    await api.keepSessionFor(600);
    expect(renewSession).toHaveBeenCalledTimes(1);
    left = 900;
    await api.keepSessionFor(600);
    expect(renewSession).toHaveBeenCalledTimes(1);
    // No session known: nothing to renew (a call that needs one renews on its 401).
    left = null;
    await api.keepSessionFor(600);
    expect(renewSession).toHaveBeenCalledTimes(1);
  });
});

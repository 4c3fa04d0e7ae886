import { vi } from 'vitest';
import { API_BASE, json } from '../../support/render.tsx';

// Test-only stubs of the API: `fetch` answered per `METHOD path`, XMLHttpRequest for uploads,
// and object URLs (jsdom has no blob URLs an <img> could show).

export type RouteHandler = (body: unknown, init: RequestInit) => Response | Promise<Response>;

export const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Stubs `fetch`; an unknown route answers 404 `Not found`. Keys look like `POST buildings/full`. */
export function stubRoutes(routes: Record<string, RouteHandler>) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = urlOf(input).replace(`${API_BASE}/`, '');
    const method = init.method ?? 'GET';
    const handler = routes[`${method} ${path}`];
    if (!handler) return Promise.resolve(json({ message: 'Not found' }, 404));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return Promise.resolve(handler(body, init));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The JSON bodies `fetch` was called with for a path. */
export function bodiesSentTo(fetchStub: ReturnType<typeof stubRoutes>, path: string): unknown[] {
  return fetchStub.mock.calls
    .filter(([input]) => urlOf(input) === `${API_BASE}/${path}`)
    .map(([, init]): unknown =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    );
}

/** The bytes of a stored file, as `GET /api/storage/{id}` answers them. */
export const fileBytes = (type: string) =>
  new Response(new Blob(['bytes'], { type }), { status: 200, headers: { 'content-type': type } });

export function storedFile(id: number, filename: string, mimetype: string) {
  return {
    id,
    link: `/api/storage/${id}`,
    filename,
    mimetype,
    size: 2048,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** `POST storage/get-files` answering the known files of the ids asked. */
export function getFilesRoute(files: ReturnType<typeof storedFile>[]): RouteHandler {
  return (body) => {
    const { ids } = body as { ids: number[] };
    return json({ items: files.filter((file) => ids.includes(file.id)) });
  };
}

/** Object URLs as `blob:test/1`, … (restore with `vi.restoreAllMocks()`). */
export function stubObjectUrls() {
  let next = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++next}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { create, revoke };
}

/** A controllable XMLHttpRequest: the test makes it progress, answer or fail. */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorText } from '../../../src/api/client.ts';
import {
  deleteFile,
  getFileContent,
  getFiles,
  renameFile,
  uploadFile,
} from '../../../src/components/files/storageApi.ts';
import { API_BASE, json, testApiClient } from '../../support/render.tsx';
import {
  FakeXhr,
  fileBytes,
  getFilesRoute,
  storedFile,
  stubRoutes,
  stubXhr,
  urlOf,
} from './apiStub.ts';

beforeEach(() => {
  stubXhr();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const file = new File(['png'], 'lobby.png', { type: 'image/png' });
/** The n-th request sent (from 1), once it is sent: the token is read first. */
const sentUpload = async (n: number) => {
  await vi.waitFor(() => {
    expect(FakeXhr.instances[n - 1]?.body).toBeTruthy();
  });
  const xhr = FakeXhr.instances[n - 1];
  if (!xhr) throw new Error('no upload');
  return xhr;
};

describe('the storage API', () => {
  it('uploads multipart with the token and reports progress', async () => {
    const onProgress = vi.fn();
    const upload = uploadFile(testApiClient(), file, { onProgress });
    const xhr = await sentUpload(1);
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer token' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 200);
    xhr.respond(200, storedFile(4, 'lobby.png', 'image/png'));
    await expect(upload).resolves.toMatchObject({ id: 4, filename: 'lobby.png' });
    expect(onProgress).toHaveBeenCalledWith(0.25);
  });

  it('renews the session once on a 401 and sends the upload again', async () => {
    let token = 'old';
    const client = testApiClient({
      getAccessToken: () => Promise.resolve(token),
      renewSession: () => {
        token = 'new';
        return Promise.resolve(true);
      },
    });
    const upload = uploadFile(client, file);
    (await sentUpload(1)).respond(401, { message: 'Token expired' });
    const retry = await sentUpload(2);
    expect(retry.headers).toMatchObject({ authorization: 'Bearer new' });
    retry.respond(200, storedFile(5, 'lobby.png', 'image/png'));
    await expect(upload).resolves.toMatchObject({ id: 5 });
  });

  it('turns a refusal into an ApiError with the first issue, and a network failure into offline', async () => {
    const client = testApiClient();
    const refused = uploadFile(client, file).catch((error: unknown) => error);
    (await sentUpload(1)).respond(400, {
      message: 'Bad request',
      issues: [{ path: ['file'], message: 'Files of type image/bmp are not accepted' }],
    });
    const error = await refused;
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error)).toBe('Files of type image/bmp are not accepted');

    const offline = uploadFile(client, file).catch((failure: unknown) => failure);
    (await sentUpload(2)).fail();
    expect(errorText(await offline)).toBe('Could not perform the request. Are you offline?');
  });

  it('aborts an upload with its signal', async () => {
    const controller = new AbortController();
    const upload = uploadFile(testApiClient(), file, { signal: controller.signal });
    const xhr = await sentUpload(1);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads metadata in the order asked, bytes by id, renames and deletes', async () => {
    const files = [storedFile(1, 'a.png', 'image/png'), storedFile(2, 'b.pdf', 'application/pdf')];
    const fetchStub = stubRoutes({
      'POST storage/get-files': getFilesRoute(files),
      'GET storage/2': () => fileBytes('application/pdf'),
      'PUT storage/2': (body) => json({ ...files[1], ...(body as object) }),
      'DELETE storage/2': () => json({ id: 2 }),
    });
    const client = testApiClient();
    expect((await getFiles(client, [2, 99, 1])).map((f) => f.id)).toEqual([2, 1]);
    expect(await getFiles(client, [])).toEqual([]);
    expect((await getFileContent(client, 2)).type).toBe('application/pdf');
    expect(await renameFile(client, 2, 'lease.pdf')).toMatchObject({ filename: 'lease.pdf' });
    expect(await deleteFile(client, 2)).toEqual({ id: 2 });
    expect(
      fetchStub.mock.calls.map(([url, init]) => `${init?.method ?? ''} ${urlOf(url)}`),
    ).toEqual([
      `POST ${API_BASE}/storage/get-files`,
      `GET ${API_BASE}/storage/2`,
      `PUT ${API_BASE}/storage/2`,
      `DELETE ${API_BASE}/storage/2`,
    ]);
    await expect(getFileContent(client, 7)).rejects.toBeInstanceOf(ApiError);
  });
});

import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ImagesField } from '../../../src/components/files/ImagesField.tsx';
import { API_BASE, json, Providers } from '../../support/render.tsx';
import {
  FakeXhr,
  fileBytes,
  getFilesRoute,
  storedFile,
  stubObjectUrls,
  stubRoutes,
  stubXhr,
} from './apiStub.ts';

const lobby = storedFile(1, 'lobby.png', 'image/png');
const roof = storedFile(2, 'roof.jpg', 'image/jpeg');
const plan = storedFile(3, 'plan.pdf', 'application/pdf');
const uploaded = storedFile(9, 'new.png', 'image/png');

let fetchStub: ReturnType<typeof stubRoutes>;
beforeEach(() => {
  stubXhr();
  stubObjectUrls();
  fetchStub = stubRoutes({
    'POST storage/get-files': getFilesRoute([lobby, roof, plan, uploaded]),
    'GET storage/1': () => fileBytes('image/png'),
    'GET storage/2': () => fileBytes('image/jpeg'),
    'GET storage/3': () => fileBytes('application/pdf'),
    'GET storage/9': () => fileBytes('image/png'),
    'DELETE storage/2': () => json({ id: 2 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The field in a form that keeps its value, as react-hook-form would. */
function renderField(initial: number[]) {
  const changes: number[][] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <ImagesField
        label="Images"
        value={value}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  render(
    <Providers>
      <Form />
    </Providers>,
  );
  return { changes };
}

const dropFiles = (...files: File[]) => {
  fireEvent.drop(screen.getByRole('button', { name: /drag and drop/i }), {
    dataTransfer: { files },
  });
};
const deletions = () =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);

// The upload starts once the access token is read.
const waitForUploads = (count: number) =>
  waitFor(() => {
    expect(FakeXhr.instances).toHaveLength(count);
  });

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('the images field', () => {
  it('shows the files of its value as a gallery, images loaded with the token', async () => {
    renderField([1, 3]);
    const gallery = await screen.findByRole('list', { name: 'Files' });
    const image = await within(gallery).findByRole('img', { name: 'lobby.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    expect(within(gallery).getByRole('button', { name: 'Open plan.pdf' })).toBeTruthy();
    const [, init] = fetchStub.mock.calls.find(([url]) => url === `${API_BASE}/storage/1`) ?? [];
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token' });
  });

  it('uploads dropped files with progress and adds each to the value', async () => {
    const { changes } = renderField([1]);
    dropFiles(png('new.png'), png('second.png'));
    await waitForUploads(2);
    const [first, second] = FakeXhr.instances;
    if (!first || !second) throw new Error('no uploads');
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`${API_BASE}/storage`);
    expect(first.headers).toMatchObject({ authorization: 'Bearer token' });
    expect((first.body as FormData).get('file')).toMatchObject({ name: 'new.png' });

    act(() => {
      first.progress(30, 100);
    });
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Uploading new.png' })
        .getAttribute('aria-valuenow'),
    ).toBe('30');

    act(() => {
      first.respond(200, uploaded);
      second.respond(200, { ...uploaded, id: 10, filename: 'second.png' });
    });
    await waitFor(() => {
      expect(within(list).getAllByText('Complete')).toHaveLength(2);
    });
    // Both finished after the same render: neither overwrote the other.
    expect(changes.at(-1)).toEqual([1, 9, 10]);
  });

  it('shows a refused upload as Failed with the reason, and leaves the value alone', async () => {
    const { changes } = renderField([]);
    dropFiles(png('odd.png'));
    await waitForUploads(1);
    act(() => {
      FakeXhr.instances[0]?.respond(400, {
        message: 'Bad request',
        issues: [{ path: ['file'], message: 'Files of this type are not accepted' }],
      });
    });
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(list).findByText('Failed')).toBeTruthy();
    expect(within(list).getByText('Files of this type are not accepted')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('aborts an upload removed while in progress', async () => {
    renderField([]);
    dropFiles(png('slow.png'));
    await waitForUploads(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove slow.png' }));
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('deletes a file after confirmation and takes it out of the value', async () => {
    const { changes } = renderField([1, 2]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete roof.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(deletions()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => {
      expect(changes).toEqual([[1]]);
    });
    expect(deletions()).toEqual([`${API_BASE}/storage/2`]);
    // The file that stays does not blink out while the field's files are asked for again.
    expect(screen.getByRole('button', { name: 'Open lobby.png', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open roof.jpg', hidden: true })).toBeNull();
  });

  it('opens an image in the carousel and a PDF in the document viewer', async () => {
    renderField([1, 2, 3]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open roof.jpg' }));
    const carousel = await screen.findByRole('region', { name: 'Images' });
    expect(within(carousel).getByRole('group', { name: '2 of 2: roof.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open plan.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'plan.pdf' });
    const frame = await within(viewer).findByTitle('plan.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:test\//);
  });
});

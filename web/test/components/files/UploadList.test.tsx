import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DeleteFileDialog } from '../../../src/components/files/DeleteFileDialog.tsx';
import { UploadList, type UploadItem } from '../../../src/components/files/UploadList.tsx';
import { Providers } from '../../support/render.tsx';

afterEach(cleanup);

const item = (overrides: Partial<UploadItem>): UploadItem => ({
  key: overrides.name ?? 'k',
  name: 'plan.png',
  size: 1536,
  error: null,
  complete: false,
  progress: 0,
  fileId: null,
  ...overrides,
});

const uploading = item({ name: 'uploading.png', progress: 0.42 });
const complete = item({ name: 'done.png', complete: true, progress: 1, fileId: 7 });
const failed = item({ name: 'broken.png', error: 'Files of type image/bmp are not accepted' });

function renderList(items: UploadItem[]) {
  const onRemove = vi.fn<(item: UploadItem) => void>();
  render(
    <Providers>
      <UploadList items={items} onRemove={onRemove} />
    </Providers>,
  );
  const row = (name: string) => {
    const found = screen.getAllByRole('listitem').find((li) => li.textContent.includes(name));
    if (!found) throw new Error(`no row ${name}`);
    return within(found);
  };
  return { onRemove, row };
}

describe('the upload list', () => {
  it('shows each upload with its name, size or error, and status', () => {
    const { row } = renderList([uploading, complete, failed]);
    expect(row('uploading.png').getByText('Uploading')).toBeTruthy();
    expect(row('uploading.png').getByText('1.50 KB')).toBeTruthy();
    expect(row('done.png').getByText('Complete')).toBeTruthy();
    expect(row('done.png').getByText('1.50 KB')).toBeTruthy();
    expect(row('broken.png').getByText('Failed')).toBeTruthy();
    expect(row('broken.png').getByText('Files of type image/bmp are not accepted')).toBeTruthy();
    expect(row('broken.png').queryByText('1.50 KB')).toBeNull();
  });

  it('shows the real progress of an upload in progress only', () => {
    const { row } = renderList([uploading, complete]);
    const bar = row('uploading.png').getByRole('progressbar', { name: 'Uploading uploading.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(row('done.png').queryByRole('progressbar')).toBeNull();
  });

  it('removes an upload in progress at once', () => {
    const { onRemove } = renderList([uploading]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove uploading.png' }));
    expect(onRemove).toHaveBeenCalledWith(uploading);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before removing a complete upload, which deletes the file', async () => {
    const { onRemove } = renderList([complete]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove done.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove done.png' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete File' })).getByRole('button', {
        name: 'CONFIRM',
      }),
    );
    expect(onRemove).toHaveBeenCalledWith(complete);
  });

  it('asks before removing a failed upload', async () => {
    const { onRemove } = renderList([failed]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove broken.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove upload' });
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(onRemove).toHaveBeenCalledWith(failed);
  });
});

describe('the Delete File dialog', () => {
  it('says what deleting means, with CONFIRM and CANCEL', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Providers>
        <DeleteFileDialog open onConfirm={onConfirm} onCancel={onCancel} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete File' });
    expect(within(dialog).getByText(/^Are you sure/).textContent).toBe(
      'Are you sure you delete this file? It will no longer be available for display. This cannot be undone.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CANCEL', 'CONFIRM']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

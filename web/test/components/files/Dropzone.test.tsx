import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dropzone, type DropzoneProps } from '../../../src/components/files/Dropzone.tsx';
import { theme } from '../../../src/app/theme.ts';
import { Providers } from '../../support/render.tsx';

afterEach(cleanup);

const png = (name = 'plan.png', size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name = 'lease.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });

function renderDropzone(props: Partial<DropzoneProps> = {}) {
  const onFiles = vi.fn<(files: File[]) => void>();
  render(
    <Providers>
      <Dropzone
        accept={['image/png', 'image/svg+xml', 'application/pdf']}
        maxSize={5 * 1024 * 1024}
        onFiles={onFiles}
        {...props}
      />
    </Providers>,
  );
  const zone = screen.getByRole('button', { name: /drag and drop/i });
  const drop = (...files: File[]) => {
    fireEvent.drop(zone, { dataTransfer: { files } });
  };
  const choose = (...files: File[]) => {
    fireEvent.change(screen.getByTestId('dropzone-input'), { target: { files } });
  };
  return { onFiles, zone, drop, choose };
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('the dropzone', () => {
  it('is named by its text, its two lines as two words, and described by what it accepts', () => {
    const { zone } = renderDropzone();
    const hint = document.getElementById(zone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/ \(max\. 5 MB\)$/);
    expect(
      screen.getByRole('button', {
        name: `Drag and drop a file here, or click to choose ${hint?.textContent.trim() ?? ''}`,
      }),
    ).toBe(zone);
  });

  it('shows the accepted types and the maximum size', () => {
    renderDropzone();
    expect(screen.getByText('PNG, SVG or PDF (max. 5 MB)')).toBeTruthy();
  });

  it('passes dropped and chosen files on', () => {
    const { onFiles, drop, choose } = renderDropzone();
    drop(png());
    choose(pdf());
    expect(onFiles.mock.calls.map(([files]) => files.map((file) => file.name))).toEqual([
      ['plan.png'],
      ['lease.pdf'],
    ]);
  });

  it("shows the validator's message in red and refuses the files", () => {
    const validator = vi.fn(() => 'Floor plans must be named after their floor');
    const { onFiles, drop } = renderDropzone({ validator });
    drop(png());
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Floor plans must be named after their floor');
    expect(getComputedStyle(message).color).toBe(rgb(theme.palette.error.main));
    expect(validator).toHaveBeenCalledWith([expect.objectContaining({ name: 'plan.png' })]);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('accepts files the validator lets through, and clears an earlier message', () => {
    const validator = (files: readonly File[]) =>
      files.some((file) => file.name.startsWith('x')) ? 'No x files' : null;
    const { onFiles, drop } = renderDropzone({ validator });
    drop(png('x.png'));
    expect(screen.getByRole('alert').textContent).toBe('No x files');
    drop(png('ok.png'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('takes one file at a time unless configured for several', () => {
    const single = renderDropzone();
    expect(screen.getByTestId('dropzone-input').hasAttribute('multiple')).toBe(false);
    expect(screen.getByText('Drag and drop a file here, or click to choose')).toBeTruthy();
    single.drop(png('a.png'), png('b.png'));
    expect(single.onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Only one file can be added at a time');
    cleanup();

    const several = renderDropzone({ multiple: true });
    expect(screen.getByTestId('dropzone-input').hasAttribute('multiple')).toBe(true);
    several.drop(png('a.png'), png('b.png'));
    expect(several.onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
  });

  it('refuses files of another type or over the size, keeping the others', () => {
    const { onFiles, drop } = renderDropzone({ multiple: true, maxSize: 1024 });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    drop(text, png('big.png', 2048), png('small.png', 10));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'small.png' })]);
    expect(screen.getByRole('alert').textContent).toBe(
      'notes.txt is not a PNG, SVG or PDF file. big.png is larger than 1 KB',
    );
  });

  it('opens the file chooser on click and with the keyboard', () => {
    const { zone } = renderDropzone();
    const input = screen.getByTestId('dropzone-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(zone);
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(3);
  });
});

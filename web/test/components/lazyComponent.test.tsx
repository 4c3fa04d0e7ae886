// Components in their own chunk: loaded ahead of use, shown without suspending once loaded; a
// page's tabs made of them.
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyComponent } from '../../src/components/lazyComponent.tsx';
import { LazyTab, usePreloadedTab } from '../../src/components/lazyTabs.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>Loading the tab</p>}>{node}</Suspense>
);

describe('lazyComponent', () => {
  it('renders at once, without a fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Harbor" />));
    // The first render already shows it: no fallback was committed in between.
    expect(screen.getByText('Hello Harbor')).toBeTruthy();
    expect(screen.queryByText('Loading the tab')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while its chunk loads when used before it was preloaded', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(
      () =>
        new Promise<typeof Greeting>((done) => {
          resolve = done;
        }),
    );
    render(inSuspense(<Lazy name="Harbor" />));
    expect(screen.getByText('Loading the tab')).toBeTruthy();
    await act(async () => {
      resolve(Greeting);
      await Lazy.preload();
    });
    expect(await screen.findByText('Hello Harbor')).toBeTruthy();
  });

  it('loads once however often it is preloaded, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazy tabs', () => {
  function Farewell({ name }: { name: string }) {
    return <p>Goodbye {name}</p>;
  }

  it('loads the shown tab as the page mounts, shows a spinner until it arrives, and no other tab', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const hello = vi.fn(
      () =>
        new Promise<typeof Greeting>((done) => {
          resolve = done;
        }),
    );
    const goodbye = vi.fn(() => Promise.resolve(Farewell));
    const tabs = { hello: lazyComponent(hello), goodbye: lazyComponent(goodbye) };
    function Page({ ready }: { ready: boolean }) {
      usePreloadedTab(tabs, 'hello', false);
      return ready ? <LazyTab tabs={tabs} tab="hello" props={{ name: 'Harbor' }} /> : null;
    }
    const { rerender } = render(<Page ready={false} />);
    // Before the page's data: the tab's chunk is already asked for.
    expect(hello).toHaveBeenCalledTimes(1);
    rerender(<Page ready />);
    expect(screen.getByRole('status', { name: 'Loading the tab' })).toBeTruthy();
    await act(async () => {
      resolve(Greeting);
      await tabs.hello.preload();
    });
    expect(await screen.findByText('Hello Harbor')).toBeTruthy();
    expect(goodbye).not.toHaveBeenCalled();
  });
});

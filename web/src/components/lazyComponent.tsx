import { lazy, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the component's chunk; the same promise every time. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component in its own chunk, like React's `lazy`, that can be loaded ahead of its first use
 * and, once loaded, renders without suspending. `lazy` suspends on its first render even when
 * the chunk has already arrived, and React holds a suspended boundary's content back for up to
 * 300 ms after a fallback was shown: a page that loaded a tab beside its data would show it
 * that much later.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) may load on the next try.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Loaded(props: P) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

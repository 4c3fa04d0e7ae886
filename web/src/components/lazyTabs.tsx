import { Suspense, useEffect, type ComponentType } from 'react';
import { loadECharts } from './charts/loadECharts.ts';
import type { LazyComponent } from './lazyComponent.tsx';
import { PageSpinner } from './PageSpinner.tsx';

/** A page's tabs, each its own chunk (`lazyComponent`), by their id. */
export type LazyTabs<Id extends string, P extends object> = Record<Id, LazyComponent<P>>;

/**
 * Starts loading the shown tab's chunk, and the charts' chunk for a tab that draws charts, as
 * the page mounts: beside the page's own data, not after it. A page's header and its first calls
 * go out without waiting for every tab's code (the floor plan, the galleries, the pickers).
 */
export function usePreloadedTab<Id extends string, P extends object>(
  tabs: LazyTabs<Id, P>,
  tab: Id,
  charted: boolean,
): void {
  useEffect(() => {
    if (charted) loadECharts().catch(() => undefined);
  }, [charted]);
  useEffect(() => {
    tabs[tab].preload().catch(() => undefined);
  }, [tabs, tab]);
}

/** The shown tab; a spinner while its chunk loads (once loaded, it renders without suspending). */
export function LazyTab<Id extends string, P extends object>({
  tabs,
  tab,
  props,
}: {
  tabs: LazyTabs<Id, P>;
  tab: Id;
  props: P;
}) {
  const Content: ComponentType<P> = tabs[tab];
  return (
    <Suspense fallback={<PageSpinner label="Loading the tab" />}>
      <Content {...props} />
    </Suspense>
  );
}

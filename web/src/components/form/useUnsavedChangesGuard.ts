import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by a blocker (shown
 * with `UnsavedChangesDialog`), closing or reloading the tab by the browser's own prompt. A change
 * of search parameters only stays on the page, so it is never held.
 */
export function useUnsavedChangesGuard(dirty: boolean): {
  blocker: Blocker;
  /** Lets the next navigation through: call it right before navigating away after a save. */
  allowNavigation: () => void;
} {
  // A ref, because the navigation after a save runs before the form re-renders as clean.
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowNavigation };
}

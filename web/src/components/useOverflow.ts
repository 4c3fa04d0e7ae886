import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is wider or taller than the element (so that it scrolls), kept
 * up to date as the element or its content resizes. For a scrolling region to take the keyboard
 * focus (tabIndex 0): a keyboard user can then scroll it, and one that does not scroll adds no
 * stop to the tab order. Without ResizeObserver (older browsers, jsdom) it answers false.
 */
export function useOverflow(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setOverflows(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => {
      observer.disconnect();
    };
  }, [element]);
  const ref = useCallback((next: HTMLElement | null) => {
    setElement(next);
  }, []);
  return [ref, overflows];
}

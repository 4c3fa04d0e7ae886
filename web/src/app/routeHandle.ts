import { useMatches } from 'react-router';
import type { RouteAccess } from './screenRoute.ts';

/** What every route of the table carries in its `handle`. */
export type ScreenHandle = {
  screen: string;
  back?: { label: string; to: string } | undefined;
  access?: RouteAccess | undefined;
};

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'screen' in handle &&
    typeof handle.screen === 'string'
  );
}

export type CurrentScreen = {
  /** The deepest matched screen's name. */
  screen: string;
  /** Set on full-screen pages; the tabs of a full-screen page are full-screen too. */
  back: { label: string; to: string } | undefined;
  params: Record<string, string>;
  /** What every matched route asks of the user, outermost first. */
  access: RouteAccess[];
};

/** The screen on display, or null outside the route table. */
export function useCurrentScreen(): CurrentScreen | null {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle).filter(isScreenHandle);
  const deepest = handles.at(-1);
  if (!deepest) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matches.at(-1)?.params ?? {})) {
    if (value !== undefined) params[name] = value;
  }
  const back = handles.findLast((handle) => handle.back !== undefined)?.back;
  const access = handles.flatMap((handle) => (handle.access ? [handle.access] : []));
  return { screen: deepest.screen, back, params, access };
}

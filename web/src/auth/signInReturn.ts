// Where the browser goes after the identity provider sends it back.

/** Query parameters of an authorization response (RFC 6749, RFC 9207); never kept in the address. */
const AUTH_RESPONSE_PARAMS = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
] as const;

/** The query string without the authorization response's parameters; other parameters stay. */
export function withoutAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AUTH_RESPONSE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The in-app address to come back to after sign-in: path, query (minus auth params) and hash. */
export function returnPathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${withoutAuthParams(location.search)}${location.hash}`;
}

/**
 * The return path carried in the sign-in state, or null. Only an absolute in-app path is taken,
 * so that a crafted state can never send the user to another site.
 */
export function safeReturnPath(state: unknown): string | null {
  if (typeof state !== 'string' || !state.startsWith('/')) return null;
  if (state.startsWith('//') || state.startsWith('/\\')) return null;
  return state;
}

/** The path inside the app: the router's location without the realm prefix. */
export function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

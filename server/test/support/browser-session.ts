// A minimal cookie-keeping HTTP session, to walk through redirects and forms as a browser would.

export class BrowserSession {
  private cookies = new Map<string, string>();

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** Follows redirects until one goes to `stopAt` (any query; not fetched) or a page answers. */
  async follow(
    url: string,
    stopAt: string,
    init: RequestInit = {},
  ): Promise<{ url: string; response: Response | null }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { url: current, response };
      current = new URL(location, current).href;
      if (withoutQuery(current) === stopAt) return { url: current, response: null };
      response = await this.request(current);
    }
    throw new Error('Too many redirects');
  }

  async submitForm(
    action: string,
    baseUrl: string,
    fields: Record<string, string>,
    stopAt: string,
  ) {
    return this.follow(new URL(action, baseUrl).href, stopAt, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

const withoutQuery = (url: string): string => {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
};

export const formAction = (html: string): string => {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`No form in page: ${html.slice(0, 300)}`);
  return match[1].replace(/&amp;/g, '&');
};

/**
 * The web app's authorization request to a realm of the app at `appUrl` (code + PKCE with a fixed
 * challenge: for tests that walk to the sign-in form, not ones that redeem the code).
 */
export function authorizeUrl(appUrl: string, realm = 'atrium'): string {
  const url = new URL(`${appUrl}/auth/realms/${realm}/protocol/openid-connect/auth`);
  for (const [key, value] of Object.entries({
    client_id: 'atrium-web',
    redirect_uri: `${appUrl}/`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'x',
  }))
    url.searchParams.set(key, value);
  return url.href;
}

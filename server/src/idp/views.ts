// The provider's own pages (sign-in, sign-out, errors) in Atrium's look: plain, accessible HTML.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const styles = `
  :root { color-scheme: light; --primary: #00AAEF; --primary-text: #00709E; --error: #c62828; }
  /* Atrium's blue (#00AAEF) is too light for white text or for text on white: dark text on the
     blue button, a darker blue for headings (WCAG AA contrast). */
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f7fa;
         font-family: Roboto, "Helvetica Neue", Arial, sans-serif; color: #1d2733; }
  main { width: min(400px, calc(100vw - 32px)); background: #fff; border-radius: 8px; padding: 32px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { margin: 0 0 4px; font-size: 24px; color: var(--primary-text); letter-spacing: .5px; }
  h2 { margin: 0 0 24px; font-size: 16px; font-weight: 400; color: #5a6673; }
  label { display: block; font-size: 14px; margin: 16px 0 4px; }
  input[type=email], input[type=password], input[type=text] { width: 100%; padding: 12px; font-size: 16px;
         border: 1px solid #b8c2cc; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid rgba(0,170,239,.4); outline-offset: 1px; border-color: var(--primary); }
  button { margin-top: 24px; width: 100%; padding: 12px; font-size: 16px; font-weight: 500; border: 0;
           border-radius: 4px; background: var(--primary); color: rgba(0,0,0,.87); cursor: pointer; }
  button.secondary { background: #fff; color: #1d2733; border: 1px solid #b8c2cc; margin-top: 12px; }
  .alert { margin: 0 0 8px; padding: 12px; border-radius: 4px; background: #fdecea; color: var(--error); font-size: 14px; }
  p { line-height: 1.5; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Atrium</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
}

export type LoginView = {
  action: string;
  organizationName: string;
  email?: string;
  error?: string;
};

export function renderLogin(view: LoginView): string {
  const alert = view.error
    ? `<p class="alert" role="alert" id="login-error">${escapeHtml(view.error)}</p>`
    : '';
  const describedBy = view.error ? ' aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    `<h1>Atrium</h1><h2>Sign in to ${escapeHtml(view.organizationName)}</h2>${alert}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
  <label for="username">Email</label>
  <input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}"${view.email ? '' : ' autofocus'}${describedBy}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${view.email ? ' autofocus' : ''}${describedBy}>
  <button type="submit">Sign in</button>
</form>`,
  );
}

/** `form` is oidc-provider's hidden logout form (with its CSRF token); our buttons submit it. */
export function renderLogout(form: string): string {
  return page(
    'Sign out',
    `<h1>Atrium</h1><h2>Sign out</h2><p>Do you want to sign out of Atrium?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  );
}

/**
 * The sign-out the web app asked for with a valid hint: submitted at once by `script` (allowed by
 * its hash); without scripts, one button does it.
 */
export function renderSigningOut(form: string, script: string): string {
  return page(
    'Signing out',
    `<h1>Atrium</h1><h2>Signing you out...</h2>${form}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>${script}</script>`,
  );
}

export function renderSignedOut(): string {
  return page(
    'Signed out',
    '<h1>Atrium</h1><h2>Signed out</h2><p>You are signed out of Atrium.</p>',
  );
}

export function renderError(error: string, description?: string): string {
  return page(
    'Sign-in error',
    `<h1>Atrium</h1><h2>Sign-in could not continue</h2><p class="alert" role="alert">${escapeHtml(description ?? error)}</p>`,
  );
}

export function renderUnknownRealm(realm: string): string {
  return page(
    'Not found',
    `<h1>Atrium</h1><h2>Not found</h2><p class="alert" role="alert">There is no realm "${escapeHtml(realm)}".</p>`,
  );
}

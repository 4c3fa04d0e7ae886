// The embedded provider's set-password page, opened from a one-time link
// (`/auth/realms/{realm}/password/{secret}`, resources/users/password-links.ts): the user chooses
// a password, the link is spent, and the page leads to the web app to sign in. Plain HTML, no
// scripts; the secret never leaves the page (no referrer, nothing cached).
import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { ZPasswordSchema } from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findLiveLink, spendLink } from '../resources/users/password-links.ts';
import { escapeHtml, page } from './views.ts';

export const LINK_NOT_VALID =
  'This link is no longer valid: it was used already, it expired, or a newer one replaced it. Ask your administrator for a new one.';
export const PASSWORDS_DIFFER = 'The two passwords differ';

type SetPasswordView = { action: string; email: string; organizationName: string; error?: string };

export function renderSetPassword(view: SetPasswordView): string {
  const alert = view.error
    ? `<p class="alert" role="alert" id="password-error">${escapeHtml(view.error)}</p>`
    : '';
  const describedBy = view.error ? ' aria-describedby="password-error"' : '';
  return page(
    'Set your password',
    `<h1>Atrium</h1><h2>Set your password for ${escapeHtml(view.organizationName)}</h2>${alert}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
  <label for="username">Email</label>
  <input id="username" name="username" type="email" autocomplete="username" value="${escapeHtml(view.email)}" readonly>
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required autofocus${describedBy}>
  <label for="confirm">Repeat the password</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" required${describedBy}>
  <button type="submit">Set password</button>
</form>`,
  );
}

export function renderPasswordSet(signInUrl: string): string {
  return page(
    'Password set',
    `<h1>Atrium</h1><h2>Your password is set</h2><p>Sign in with your email and the new password.</p>
<p><a href="${escapeHtml(signInUrl)}">Sign in to Atrium</a></p>`,
  );
}

export function renderLinkNotValid(): string {
  return page(
    'Link not valid',
    `<h1>Atrium</h1><h2>Set your password</h2><p class="alert" role="alert">${escapeHtml(LINK_NOT_VALID)}</p>`,
  );
}

type Params = { realm: string; secret: string };

/** Registers the page under the provider's mount (`/auth/realms`). */
export function registerPasswordPage(
  app: FastifyInstance,
  options: {
    db: Db;
    mountBase: string;
    frontendUrl: string;
    /** Called once a password is set, so that cached reads (hasPassword, the log) are renewed. */
    onWrite?: () => Promise<void>;
  },
): void {
  const { db, mountBase } = options;
  const url = `${mountBase}/:realm/password/:secret`;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html')
      .send(body);

  void app.register(async (forms) => {
    await forms.register(formbody);

    forms.get<{ Params: Params }>(url, async (request, reply) => {
      const link = await findLiveLink(db, request.params.realm, request.params.secret);
      if (!link) return html(reply, 410, renderLinkNotValid());
      return html(reply, 200, renderSetPassword({ action: request.url, ...link }));
    });

    forms.post<{ Params: Params; Body: { password?: unknown; confirm?: unknown } }>(
      url,
      async (request, reply) => {
        const { realm, secret } = request.params;
        const link = await findLiveLink(db, realm, secret);
        if (!link) return html(reply, 410, renderLinkNotValid());
        const password = typeof request.body.password === 'string' ? request.body.password : '';
        const confirm = typeof request.body.confirm === 'string' ? request.body.confirm : '';
        const checked = ZPasswordSchema.safeParse(password);
        const error = !checked.success
          ? (checked.error.issues[0]?.message ?? 'Choose another password')
          : password !== confirm
            ? PASSWORDS_DIFFER
            : null;
        if (error !== null) {
          return html(reply, 400, renderSetPassword({ action: request.url, ...link, error }));
        }
        if (!(await spendLink(db, link, await hashPassword(password)))) {
          return html(reply, 410, renderLinkNotValid());
        }
        await options.onWrite?.().catch((error: unknown) => {
          request.log.error({ err: error }, 'the read cache could not be told of a write');
        });
        return html(
          reply,
          200,
          renderPasswordSet(`${options.frontendUrl}/${encodeURIComponent(realm)}/`),
        );
      },
    );
  });
}

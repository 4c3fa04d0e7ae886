// RP-initiated sign-out (issue 35, item 18). The web app signs out with its id token as
// `id_token_hint`: a valid hint for the signed-in account shows that the request comes from the
// app the user is using, so the session ends at once ('Signing you out...', specification section
// 4). Without a valid hint (a link from elsewhere) the provider asks first, as the protocol
// advises, so that no page can sign a user out behind their back.
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { renderLogout, renderSigningOut } from './views.ts';

/** Whether the sign-out request carries a valid id token of the session's own account. */
function hintedBySignedInUser(ctx: KoaContextWithOIDC): boolean {
  // oidc-provider validated the hint (signature, issuer, client) before this page is asked for.
  const hint = ctx.oidc.entities.IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  return hint !== undefined && accountId !== undefined && hint.payload.sub === accountId;
}

/** Lets the page run this inline script, by its hash, under the sign-in pages' policy. */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (!policy) return;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  ctx.set(
    'content-security-policy',
    policy
      .split(';')
      .map((directive) =>
        directive.trim().startsWith('script-src')
          ? `${directive.trim()} ${hash}`
          : directive.trim(),
      )
      .join('; '),
  );
}

/** oidc-provider's `logoutSource`: `form` is its hidden logout form with the CSRF token. */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  if (!hintedBySignedInUser(ctx)) {
    ctx.body = renderLogout(form);
    return;
  }
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  const script = "document.getElementById('op.logoutForm').submit();";
  allowInlineScript(ctx, script);
  ctx.body = renderSigningOut(confirmed, script);
}

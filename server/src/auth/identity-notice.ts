// What start-up says about sign-in (issue 35, item 16): which identity provider is in use, and a
// warning when IDENTITY_URL names this very server, where nothing answers once it is set.
import type { Config } from '../config.ts';

export type IdentityNotice = { info: string; warning: string | null };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

const portOf = (url: URL): number =>
  url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);

/** Whether `identityUrl` reaches this server: its own port on a local name, or the web app's origin. */
function isThisServer(
  config: Pick<Config, 'identityUrl' | 'frontendUrl' | 'host' | 'port'>,
): boolean {
  const identity = new URL(config.identityUrl);
  if (identity.origin === new URL(config.frontendUrl).origin) return true;
  const hosts = new Set([...LOCAL_HOSTS, config.host.toLowerCase()]);
  return hosts.has(identity.hostname.toLowerCase()) && portOf(identity) === config.port;
}

export function identityNotice(
  config: Pick<
    Config,
    'identityUrl' | 'frontendUrl' | 'host' | 'port' | 'embeddedIdentity' | 'defaultRealm'
  >,
): IdentityNotice {
  const realms = `${config.identityUrl}/realms/{realm}`;
  if (config.embeddedIdentity) {
    return {
      info: `Sign-in: Atrium's own identity provider at ${realms} (default realm "${config.defaultRealm}").`,
      warning: null,
    };
  }
  return {
    info: `Sign-in: the external identity provider at ${realms}; Atrium serves no sign-in pages itself (IDENTITY_URL is set).`,
    warning: isThisServer(config)
      ? `IDENTITY_URL (${config.identityUrl}) is this server, which serves no sign-in while IDENTITY_URL is set: nobody can sign in. Unset IDENTITY_URL to use Atrium's own sign-in, or point it at your identity provider (Keycloak, Entra ID, …).`
      : null,
  };
}

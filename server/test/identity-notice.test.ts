// Start-up says which identity provider signs users in, and warns when IDENTITY_URL names this
// server itself (issue 35, item 16): with it set, the built-in sign-in is off.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { identityNotice } from '../src/auth/identity-notice.ts';

const noticeFor = (env: Record<string, string>) => identityNotice(loadConfig(env));

describe('identity notice at start-up', () => {
  it('names the built-in provider when IDENTITY_URL is not set', () => {
    expect(noticeFor({})).toEqual({
      info: `Sign-in: Atrium's own identity provider at http://localhost:8080/auth/realms/{realm} (default realm "atrium").`,
      warning: null,
    });
  });

  it('names the external provider, without a warning when it is elsewhere', () => {
    const notice = noticeFor({ IDENTITY_URL: 'https://id.example.com/auth' });
    expect(notice.info).toContain(
      'the external identity provider at https://id.example.com/auth/realms/{realm}',
    );
    expect(notice.warning).toBeNull();
  });

  it("warns when IDENTITY_URL is this server's own /auth, under any local name or the web app's address", () => {
    const selves: Record<string, string>[] = [
      { IDENTITY_URL: 'http://localhost:8080/auth' },
      { IDENTITY_URL: 'http://127.0.0.1:8080/auth/' },
      { IDENTITY_URL: 'http://localhost:9000/auth', PORT: '9000' },
      {
        IDENTITY_URL: 'https://atrium.example.com/auth',
        FRONTEND_URL: 'https://atrium.example.com',
      },
    ];
    for (const env of selves) {
      expect(noticeFor(env).warning, JSON.stringify(env)).toMatch(
        /is this server, which serves no sign-in while IDENTITY_URL is set: nobody can sign in\. Unset IDENTITY_URL/,
      );
    }
    // Another port on this machine is another server (a local Keycloak).
    expect(noticeFor({ IDENTITY_URL: 'http://localhost:8180/auth' }).warning).toBeNull();
    // Serving the built-in provider under that address is fine.
    expect(
      noticeFor({ IDENTITY_URL: 'http://localhost:8080/auth', IDENTITY_PROVIDER: 'embedded' })
        .warning,
    ).toBeNull();
  });
});

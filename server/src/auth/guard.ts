import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, rolesAllowed, type Permission } from '@atrium/contract';
import { ForbiddenError, UnauthorizedError, BadRequestError } from '../http/errors.ts';
import type { TokenVerifier } from './tokens.ts';
import { isMasterAdmin, scopeFor, type TenantScope } from './scope.ts';
import { userFromClaims, type OrganizationRef, type RequestUser } from './user.ts';
import { organizationOfRealmUser, type ProvisionUser } from './provisioning.ts';

/** Every API route says who may call it: public, or a permission of the table in contract/. */
export type RouteAccess = { public: true } | { permission: Permission };

export type RequestAuth = {
  user: RequestUser;
  scope: TenantScope;
  impersonating: OrganizationRef | null;
  requestId: string;
};

export type OrganizationLookup = {
  byKey(key: string): Promise<OrganizationRef | null>;
  byRealm(realm: string): Promise<OrganizationRef | null>;
  /** The organization an e-mail domain belongs to (OrganizationDomains). */
  byEmailDomain(domain: string): Promise<OrganizationRef | null>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared, for the docs and for tests. */
    routeAccess: { method: string; url: string; access: RouteAccess }[];
  }
}

export const IMPERSONATION_HEADER = 'x-impersonate-org';

/** Routes under /api/ that belong to a plugin and are public by nature (the API's own docs). */
const publicPrefixes = ['/api/docs'];

/** The authenticated caller of a route that required a permission. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1])
    throw new UnauthorizedError('Unauthenticated: a bearer access token is required');
  return match[1];
}

/** One guard for the whole API, denying by default: a route without declared access never starts. */
export function registerAccessGuard(
  app: FastifyInstance,
  deps: {
    verifyToken: TokenVerifier;
    organizations: OrganizationLookup;
    /** With an external identity provider: creates the user on their first request. */
    provisionUser?: ProvisionUser;
  },
): void {
  app.decorateRequest('auth', null);
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || publicPrefixes.some((p) => route.url.startsWith(p)))
      return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: mark it public or give it a permission`,
      );
    }
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;

    const claims = await deps.verifyToken(bearerToken(request));
    const tokenUser = userFromClaims(claims);
    const organization = tokenUser.orgKey
      ? await deps.organizations.byKey(tokenUser.orgKey)
      : await organizationOfRealmUser(tokenUser, deps.organizations);
    if (!organization || (tokenUser.orgKey && organization.realm !== tokenUser.realm)) {
      throw new UnauthorizedError('The user belongs to no organization of this realm');
    }
    const user: RequestUser = { ...tokenUser, organization };
    await deps.provisionUser?.(user);
    const impersonating = await impersonated(request, user, deps.organizations);
    request.auth = {
      user,
      scope: scopeFor(user, impersonating),
      impersonating,
      requestId: request.id,
    };

    // The role, or a permission granted to the user (a token claim), allows it: contract's rule.
    if (!can(user, access.permission)) {
      const allowed = rolesAllowed(access.permission).join(', ');
      throw new ForbiddenError(`Not allowed: ${access.permission} needs the role ${allowed}`);
    }
  });
}

/** The impersonation header counts only for master admins; for anyone else it is ignored. */
async function impersonated(
  request: FastifyRequest,
  user: RequestUser,
  organizations: OrganizationLookup,
): Promise<OrganizationRef | null> {
  const key = request.headers[IMPERSONATION_HEADER];
  if (typeof key !== 'string' || key === '' || !isMasterAdmin(user)) return null;
  const organization = await organizations.byKey(key);
  if (!organization) {
    throw new BadRequestError([
      { path: ['headers', IMPERSONATION_HEADER], message: `Unknown organization "${key}"` },
    ]);
  }
  return organization;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAbility, type Ability, type OrgRole } from '../../../domain/permissions/roles';
import { SESSION_HINT_COOKIE } from '../../../domain/session/keys';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import type { ActiveSession, SessionStore, SessionUser } from './sessions';

export const SESSION_COOKIE = 'sid';

/**
 * The session token in a raw Cookie header, for the sockets that upgrade outside Fastify's cookie
 * parsing (the chat socket's handshake, the notes' collaboration socket).
 */
export function sessionCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Ends the session cookie and its page-readable hint together. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/**
 * Who may call a route. Routes are closed by default ('org'): a handler must opt in
 * to being public, and super-admin routes say so explicitly.
 */
export type Access = 'public' | 'authenticated' | 'org' | 'super_admin';

/**
 * Whether an organisation route answers while the organisation is locked out (suspended, expired,
 * cancelled, restricted): 'allow' for what fixing it needs (the subscription, billing). Default:
 * 'allow' for routes needing the 'billing_manage' ability (paying is how an account gets back in),
 * 'deny' for every other organisation route.
 */
export type WhenLocked = 'allow' | 'deny';

export const whenLockedOf = (config: { ability?: Ability; whenLocked?: WhenLocked }): WhenLocked =>
  config.whenLocked ?? (config.ability === 'billing_manage' ? 'allow' : 'deny');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    ability?: Ability;
    whenLocked?: WhenLocked;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

/** The caller of an organisation route: every tenant query is scoped with organizationId. */
export interface OrgActor {
  userId: string;
  organizationId: string;
  role: OrgRole;
  name: string;
  email: string;
  sessionId: string;
  /** The id the calling tab sent (X-Tab-Id): the events this request causes carry it back as `origin`. */
  tabId?: string;
}

/** A tab id is a short url-safe string (the web sends a UUID); anything else is ignored rather than echoed to others. */
const TAB_ID = /^[\w-]{1,64}$/;

function tabIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-tab-id'];
  return typeof value === 'string' && TAB_ID.test(value) ? value : undefined;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** The organisation's account state, as the organisation routes' guard needs it. */
export interface AccountLock {
  /** The 402 a locked organisation's member gets on a route not marked `whenLocked: 'allow'`, or null. */
  lockedError(organizationId: string, role: OrgRole): Promise<AppError | null>;
  /** Drops what is known of the organisation's state: it just changed. */
  forget(organizationId: string): void;
}

export function registerAccessControl(app: FastifyInstance, sessions: SessionStore, accountLock?: AccountLock): void {
  app.decorateRequest('session', null);

  if (accountLock) {
    // A billing action (a payment, a cancellation, a trial) may have changed the state: read it afresh next time.
    // onSend: the handler's transaction has committed, and the caller cannot send its next request yet.
    app.addHook('onSend', async (request, _reply, payload) => {
      const organizationId = request.session?.user.organizationId;
      if (organizationId && request.method !== 'GET' && whenLockedOf(request.routeOptions.config ?? {}) === 'allow') accountLock.forget(organizationId);
      return payload;
    });
  }

  // onRequest, so an anonymous caller learns nothing from validation messages.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const access: Access = config.access ?? 'org';
    const token = bearerToken(request);
    const active = token ? await sessions.find(token) : null;
    request.session = active;

    if (access === 'public') return;
    if (!active) {
      if (token) clearSessionCookies(reply);
      throw unauthenticated(token ? 'Your session has ended. Please log in again.' : 'Please log in to continue');
    }
    if (active.user.status !== 'active') {
      throw new AppError(403, 'ACCOUNT_INACTIVE', 'Your account has been deactivated. Contact your organization admin.');
    }
    void sessions.touch(active).catch((error: unknown) => request.log.warn({ err: error }, 'could not record session activity'));

    if (access === 'authenticated') return;
    if (access === 'super_admin') {
      if (active.user.role !== 'super_admin') throw forbidden('Only the platform administrator can do this');
      return;
    }
    if (active.user.role === 'super_admin' || !active.user.organizationId) {
      throw forbidden('This is only available to members of an organization');
    }
    if (config.ability && !hasAbility(active.user.role, config.ability)) {
      throw forbidden('Your role does not allow this');
    }
    if (accountLock && whenLockedOf(config) === 'deny') {
      const locked = await accountLock.lockedError(active.user.organizationId, active.user.role);
      if (locked) throw locked;
    }
  });
}

/** The organisation caller of a route with access 'org' (the default). */
export function actorOf(request: FastifyRequest): OrgActor {
  const user = request.session?.user;
  if (!user || !user.organizationId || user.role === 'super_admin') throw unauthenticated();
  const tabId = tabIdOf(request);
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    name: user.name,
    email: user.email,
    sessionId: request.session!.sessionId,
    ...(tabId ? { tabId } : {}),
  };
}

export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthenticated();
  return request.session.user;
}

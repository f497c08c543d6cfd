import type { FastifyRequest } from 'fastify';
import { sessionUserOf } from '../../platform/auth/access';

/**
 * Whoever is signed in, on their own profile: any role, the platform administrator too (who
 * belongs to no organisation), so profile routes are 'authenticated' and every query is keyed
 * on this user's id, never on an id from the request.
 */
export interface ProfileActor {
  userId: string;
  organizationId: string | null;
  sessionId: string;
  /** The client address, for the password-guessing throttle. */
  ip: string;
}

export function profileActorOf(request: FastifyRequest): ProfileActor {
  const user = sessionUserOf(request);
  return { userId: user.id, organizationId: user.organizationId, sessionId: request.session!.sessionId, ip: request.ip };
}

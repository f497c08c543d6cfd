import { hasAbility } from '../../../domain/permissions/roles';
import type { Member, UserData } from '../../../domain/users/types';

/**
 * What the signed-in user may do to one member's row. The server enforces the same
 * rules; the web hides what would only be refused: nobody changes their own role or
 * status ('self': shown disabled, with the reason), and only an owner touches an owner.
 */
export type MemberAccess = 'manage' | 'self' | 'none';

export function memberAccess(actor: UserData, member: Member): MemberAccess {
  if (!hasAbility(actor.role, 'team_manage')) return 'none';
  if (member._id === actor._id) return 'self';
  if (member.role === 'owner' && actor.role !== 'owner') return 'none';
  return 'manage';
}

export const SELF_MANAGE_REASON = "You can't change your own role or deactivate yourself";

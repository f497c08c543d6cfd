import { hasAbility } from '../../../domain/permissions/roles';
import { useCurrentUser } from '../../app/session/useSession';

/** What the signed-in role may change here (spec 6): read sees everything and changes nothing. */
export function useTaskAbilities() {
  const user = useCurrentUser();
  return { canEditTasks: hasAbility(user.role, 'task_edit'), canEditSprints: hasAbility(user.role, 'sprint_edit'), userId: user._id };
}

import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { invalidateQueries } from '../../app/api/queryClient';
import { teamQueryKeys } from '../../app/api/queryKeys';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const teamPlugin: FeaturePlugin = {
  name: 'team',
  routes: { protected: [page('/admin/team', () => import('./TeamPage').then((m) => m.TeamPage), { title: 'Team' })] },
  drawerEntries: [{ menuEntry: 'team', label: 'Team', to: '/admin/team', icon: GroupsOutlined }],
  // Someone changed the members or invitations of this organisation.
  socketHandlers: { team_updated: (_payload, { queryClient }) => void invalidateQueries(queryClient, teamQueryKeys) },
};

import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { invalidateQueries } from '../../app/api/queryClient';
import { teamQueryKeys } from '../../app/api/queryKeys';
import type { FeaturePlugin } from '../../app/plugins';

export const teamPlugin: FeaturePlugin = {
  name: 'team',
  drawerEntries: [{ menuEntry: 'team', label: 'Team', to: '/admin/team', icon: GroupsOutlined }],
  // Someone changed the members or invitations of this organisation.
  socketHandlers: { team_updated: (_payload, { queryClient }) => void invalidateQueries(queryClient, teamQueryKeys) },
};

import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import type { FeaturePlugin } from '../../app/plugins';
import { onNotesUpdated } from './notesCache';

export const notesPlugin: FeaturePlugin = {
  name: 'notes',
  drawerEntries: [{ menuEntry: 'notes', label: 'Notes', to: '/notes', icon: StickyNote2Outlined }],
  socketHandlers: { notes_updated: (_payload, { queryClient, ownEcho }) => onNotesUpdated(queryClient, ownEcho) },
};

import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { onNotesUpdated } from './notesCache';

export const notesPlugin: FeaturePlugin = {
  name: 'notes',
  routes: { protected: [page('/notes', () => import('./NotesPage').then((m) => m.NotesPage), { title: 'Notes', fullBleed: true })] },
  drawerEntries: [{ menuEntry: 'notes', label: 'Notes', to: '/notes', icon: StickyNote2Outlined }],
  socketHandlers: { notes_updated: (_payload, { queryClient, ownEcho }) => onNotesUpdated(queryClient, ownEcho) },
};

import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const notesRoutes: FeatureRoutes = { protected: [page('/notes', () => import('./NotesPage').then((m) => m.NotesPage), { title: 'Notes', fullBleed: true })] };

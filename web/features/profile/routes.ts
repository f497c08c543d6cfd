import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const profileRoutes: FeatureRoutes = {
  public: [page('/confirm-email', () => import('./ConfirmEmailPage').then((m) => m.ConfirmEmailPage), { title: 'Confirm your new email' })],
  protected: [page('/profile', () => import('./ProfilePage').then((m) => m.ProfilePage), { title: 'Profile' })],
};

import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const profilePlugin: FeaturePlugin = {
  name: 'profile',
  routes: {
    public: [page('/confirm-email', () => import('./ConfirmEmailPage').then((m) => m.ConfirmEmailPage), { title: 'Confirm your new email' })],
    protected: [page('/profile', () => import('./ProfilePage').then((m) => m.ProfilePage), { title: 'Profile' })],
  },
};

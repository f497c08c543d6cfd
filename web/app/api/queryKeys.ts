/** The one place query keys are built, so invalidation can target a whole resource. */
export const queryKeys = {
  session: ['session'] as const,
  appConfig: ['appConfig'] as const,
  verifyEmail: (token: string) => ['verifyEmail', token] as const,
  verifyForgotEmail: (token: string) => ['verifyForgotEmail', token] as const,
  notifications: ['notifications'] as const,
  members: ['members'] as const,
  adminOrganizations: ['admin', 'organizations'] as const,
};

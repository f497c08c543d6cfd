/**
 * Where a member's picture is served, or null for initials. The URL changes with the picture
 * (?v=), so it may be cached for long and a new picture still shows at once.
 */
export function avatarUrl(user: { id: string; avatarUpdatedAt: Date | null }): string | null {
  return user.avatarUpdatedAt ? `/api/user/${user.id}/avatar?v=${user.avatarUpdatedAt.getTime()}` : null;
}

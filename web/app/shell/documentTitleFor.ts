// Apart from documentTitle.ts, which reads the router: the sign-in pages drawn without it name their tab too.
const APP_NAME = 'Teamwork';
/** More than this shows as '99+', as the sidebar badges do (spec 9). */
const UNREAD_CAP = 99;

/** The title for these parts: the unread count first, the app's name last. */
export function documentTitleFor(name: string | null, unread: number): string {
  const count = unread > UNREAD_CAP ? `${UNREAD_CAP}+` : String(unread);
  return `${unread > 0 ? `(${count}) ` : ''}${name ? `${name} · ` : ''}${APP_NAME}`;
}

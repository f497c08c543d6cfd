// The invitation's schemas are the API's contract, in domain/users/invites.ts; the service takes these from there.
export { INVITE_TTL_DAYS, LOOKUP_STATUSES, type InviteBody } from '../../../domain/users/invites';

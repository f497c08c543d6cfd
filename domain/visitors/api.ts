import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  kioskCodeQuerySchema,
  kioskCreateBodySchema,
  kioskCreatedSchema,
  kioskHostQuerySchema,
  kioskHostSchema,
  kioskInfoSchema,
  kioskSchema,
  kioskSignInBodySchema,
  kioskSignOutBodySchema,
  kioskTokenSchema,
  kioskVisitSchema,
  kioskWalkInBodySchema,
  visitDecisionBodySchema,
  visitExportQuerySchema,
  visitInviteBodySchema,
  visitListQuerySchema,
  visitorBlockBodySchema,
  visitorBlockSchema,
  visitorListQuerySchema,
  visitorPageSchema,
  visitorProfileSchema,
  visitorSettingsBodySchema,
  visitorSettingsSchema,
  visitPageSchema,
  visitSchema,
  visitTodaySchema,
  visitUpdateBodySchema,
} from './visits';

const idParams = z.object({ id: z.uuid('id must be a valid id') });
const kioskParams = z.object({ token: kioskTokenSchema });
const kioskVisitParams = z.object({ token: kioskTokenSchema, visitId: z.uuid('visitId must be a valid id') });

/**
 * Visitor management (issue 19). Every member invites and follows their own visitors
 * (/visitor-request); the directory, the history, the settings, the block list and the kiosks are
 * for visitor managers (owner, admin, maintainer: `visitor_manage`). The kiosk's calls need no
 * session: the token in the address binds them to one organisation, and they are rate limited.
 */
export const visitorRoutes = defineRoutes({
  'GET /api/visit': {
    summary: "Visits, filtered (scope 'mine' or, for visitor managers, 'all'; status, host, visitor, days, text) and paged, newest first",
    querystring: visitListQuerySchema,
    response: { 200: visitPageSchema },
  },
  'POST /api/visit': {
    summary: 'Invite (pre-register) a visitor, once or repeated; they are mailed the details, the sign-in code and its QR code',
    body: visitInviteBodySchema,
    response: { 201: z.object({ data: z.array(visitSchema) }) },
  },
  'GET /api/visit/today': {
    summary: "Today's expected visitors, who is on site now and who awaits a decision: the caller's own, or everyone's for visitor managers",
    querystring: z.object({ scope: z.enum(['mine', 'all'], { error: "scope must be 'mine' or 'all'" }).optional() }),
    response: { 200: z.object({ data: visitTodaySchema }) },
  },
  'GET /api/visit/export': {
    summary: 'The filtered visits as a CSV file (visitor managers)',
    querystring: visitExportQuerySchema,
  },
  'GET /api/visit/on-site/print': {
    summary: 'Everyone signed in right now, as a printable PDF for an evacuation (visitor managers)',
  },
  'GET /api/visit/:id': {
    summary: 'One visit (its host, inviter, or a visitor manager)',
    params: idParams,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'PUT /api/visit/:id': {
    summary: 'Change an expected visit: host, purpose, arrival window',
    params: idParams,
    body: visitUpdateBodySchema,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'POST /api/visit/:id/cancel': {
    summary: 'Cancel an expected visit; the visitor is told by email',
    params: idParams,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'POST /api/visit/:id/sign-in': {
    summary: 'Sign an expected visitor in at the desk (host or visitor manager); the host is notified',
    params: idParams,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'POST /api/visit/:id/sign-out': {
    summary: 'Sign a visitor out (their host or a visitor manager)',
    params: idParams,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'POST /api/visit/:id/decision': {
    summary: 'Approve or deny a walk-in waiting for its host (the host, or a visitor manager; a held block-list match: visitor managers only)',
    params: idParams,
    body: visitDecisionBodySchema,
    response: { 200: z.object({ data: visitSchema }) },
  },
  'GET /api/visit/:id/badge': {
    summary: 'The visitor badge as a PDF: name, company, host, date and a QR code to sign out',
    params: idParams,
  },
  'GET /api/visit/:id/photo': {
    summary: 'The photo taken at sign-in (those who may see the visit)',
    params: idParams,
  },
  'GET /api/visitor': {
    summary: 'Registered visitors: one row per person with visit count, first and last visit and next expected (visitor managers)',
    querystring: visitorListQuerySchema,
    response: { 200: visitorPageSchema },
  },
  'GET /api/visitor/settings': {
    summary: "The organisation's visitor settings (visitor managers)",
    response: { 200: z.object({ data: visitorSettingsSchema }) },
  },
  'PUT /api/visitor/settings': {
    summary: 'Change the visitor settings (visitor managers)',
    body: visitorSettingsBodySchema,
    response: { 200: z.object({ data: visitorSettingsSchema }) },
  },
  'GET /api/visitor/block': {
    summary: 'The block list (visitor managers)',
    response: { 200: z.object({ data: z.array(visitorBlockSchema) }) },
  },
  'POST /api/visitor/block': {
    summary: 'Block a name, an email or an email domain: a match at sign-in is held and the admins alerted',
    body: visitorBlockBodySchema,
    response: { 201: z.object({ data: visitorBlockSchema }) },
  },
  'DELETE /api/visitor/block/:id': {
    summary: 'Remove an entry of the block list',
    params: idParams,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'GET /api/visitor/kiosk': {
    summary: "The organisation's kiosks (visitor managers)",
    response: { 200: z.object({ data: z.array(kioskSchema) }) },
  },
  'POST /api/visitor/kiosk': {
    summary: 'Make a kiosk: its address (with the token) is answered once',
    body: kioskCreateBodySchema,
    response: { 201: z.object({ data: kioskCreatedSchema }) },
  },
  'DELETE /api/visitor/kiosk/:id': {
    summary: 'Revoke a kiosk: its address stops working at once',
    params: idParams,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'GET /api/visitor/:id': {
    summary: "A registered visitor's profile with every visit (visitor managers)",
    params: idParams,
    response: { 200: z.object({ data: visitorProfileSchema }) },
  },
  'DELETE /api/visitor/:id': {
    summary: "Erase a visitor's personal data on request (name, email, phone, photos, agreements); anonymous counts stay",
    params: idParams,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'GET /api/kiosk/:token': {
    summary: "The kiosk's organisation, agreement text and settings (no session: the token is the key)",
    params: kioskParams,
    response: { 200: z.object({ data: kioskInfoSchema }) },
  },
  'GET /api/kiosk/:token/hosts': {
    summary: 'Members found by name for a walk-in to choose their host (names only)',
    params: kioskParams,
    querystring: kioskHostQuerySchema,
    response: { 200: z.object({ data: z.array(kioskHostSchema) }) },
  },
  'GET /api/kiosk/:token/visit': {
    summary: 'The visit of a sign-in code (typed or read from the QR code), before signing in or out',
    params: kioskParams,
    querystring: kioskCodeQuerySchema,
    response: { 200: z.object({ data: kioskVisitSchema }) },
  },
  'POST /api/kiosk/:token/sign-in': {
    summary: 'Sign an invited visitor in by code; the host is notified (in the app, a chat message and an email)',
    params: kioskParams,
    body: kioskSignInBodySchema,
    response: { 200: z.object({ data: kioskVisitSchema }) },
  },
  'POST /api/kiosk/:token/walk-in': {
    summary: 'Sign a walk-in in; with approval required (or a block-list match) the visit waits for a decision',
    params: kioskParams,
    body: kioskWalkInBodySchema,
    response: { 201: z.object({ data: kioskVisitSchema }) },
  },
  'POST /api/kiosk/:token/sign-out': {
    summary: 'Sign a visitor out by code (typed, or the QR code of the badge)',
    params: kioskParams,
    body: kioskSignOutBodySchema,
    response: { 200: z.object({ data: kioskVisitSchema }) },
  },
  'GET /api/kiosk/:token/visit/:visitId': {
    summary: 'A visit signed in at this kiosk, for the waiting screen (approved or denied)',
    params: kioskVisitParams,
    response: { 200: z.object({ data: kioskVisitSchema }) },
  },
  'GET /api/kiosk/:token/visit/:visitId/badge': {
    summary: "The badge of a visit signed in at this kiosk, as a PDF",
    params: kioskVisitParams,
  },
});

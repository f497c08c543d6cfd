import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { calendarFeedBodySchema, calendarFeedSchema, eventImportBodySchema } from './events';

const eventParams = z.object({ id: z.uuid('id must be a valid id') });
const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/, 'token must be a feed token') });

/** Calendar files (issue 17): the private iCalendar subscription, one event as .ics, and importing an .ics file. */
export const calendarFeedRoutes = defineRoutes({
  'POST /api/event/import': {
    summary: 'Import the events of an .ics file as events organised by the caller',
    body: eventImportBodySchema,
    response: { 201: z.object({ data: z.object({ imported: z.number(), skipped: z.number() }) }) },
  },
  'GET /api/event/:id/ics': {
    summary: 'One event as an .ics file',
    params: eventParams,
  },
  'GET /api/calendar/feed': {
    summary: "The caller's private iCalendar subscription address (null when there is none)",
    response: { 200: z.object({ data: calendarFeedSchema }) },
  },
  'POST /api/calendar/feed': {
    summary: 'Create the subscription address, or replace it with a new one (the old stops working)',
    body: calendarFeedBodySchema,
    response: { 200: z.object({ data: calendarFeedSchema }) },
  },
  'PUT /api/calendar/feed': {
    summary: "Change whether the subscription carries the caller's tasks' due dates, keeping its address (404 when there is none)",
    body: calendarFeedBodySchema,
    response: { 200: z.object({ data: calendarFeedSchema }) },
  },
  'DELETE /api/calendar/feed': {
    summary: 'Revoke the subscription address',
    response: { 200: z.object({ data: calendarFeedSchema }) },
  },
  'GET /api/calendar/feed/:token': {
    summary: "A user's events (and optionally their tasks' due dates) as iCalendar, for Google, Apple and Outlook calendars; the token is the secret",
    params: feedParams,
  },
});

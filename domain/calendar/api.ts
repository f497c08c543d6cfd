import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  calendarWorkSchema,
  eventCreateBodySchema,
  eventDeleteQuerySchema,
  eventDetailQuerySchema,
  eventDetailSchema,
  eventWindowSchema,
  eventRsvpBodySchema,
  eventUpdateBodySchema,
  eventWindowQuerySchema,
} from './events';

const eventParams = z.object({ id: z.uuid('id must be a valid id') });

/**
 * Calendar (issue 17). Spec 7 names no calendar call; these follow its style. Lists answer
 * occurrences expanded for a window of at most EVENT_WINDOW_MAX_DAYS.
 */
export const calendarRoutes = defineRoutes({
  'GET /api/event': {
    summary: "Occurrences the caller can see between from and to (at most 366 days), recurring events expanded; each event's fields once (occurrencesOf joins them)",
    querystring: eventWindowQuerySchema,
    response: { 200: z.object({ data: eventWindowSchema }) },
  },
  'POST /api/event': {
    summary: 'Create an event organised by the caller; attendees are notified',
    body: eventCreateBodySchema,
    response: { 201: z.object({ data: eventDetailSchema }) },
  },
  'GET /api/event/:id': {
    summary: 'One event, or one occurrence of a series (occurrenceStart), with attendees and their answers',
    params: eventParams,
    querystring: eventDetailQuerySchema,
    response: { 200: z.object({ data: eventDetailSchema }) },
  },
  'PUT /api/event/:id': {
    summary: "Change an event (its organiser, or the organisation's owners and admins); for a series: this occurrence, this and following, or all",
    params: eventParams,
    body: eventUpdateBodySchema,
    response: { 200: z.object({ data: eventDetailSchema }) },
  },
  'DELETE /api/event/:id': {
    summary: 'Delete an event, or of a series: this occurrence, this and following, or all (scope)',
    params: eventParams,
    querystring: eventDeleteQuerySchema,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'POST /api/event/:id/rsvp': {
    summary: "An attendee's answer: yes, maybe or no (the organiser is told)",
    params: eventParams,
    body: eventRsvpBodySchema,
    response: { 200: z.object({ data: eventDetailSchema }) },
  },
  'GET /api/calendar/work': {
    summary: "Tasks with a due date and sprints of the caller's projects between from and to",
    querystring: eventWindowQuerySchema,
    response: { 200: z.object({ data: calendarWorkSchema }) },
  },
});

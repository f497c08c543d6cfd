import { expect } from 'vitest';
import { z } from 'zod';
import { eventOccurrenceSchema, occurrencesOf, windowEventSchema, windowOccurrenceSchema, type EventCreateBody, type EventDetail, type EventOccurrence } from '../../../../domain/calendar/events';
import { ORG_ROLES, type OrgRole } from '../../../../domain/permissions/roles';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, createUser, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test helpers of the calendar: an organisation with every role, a project, and events made through the API. */

export type Tokens = Record<OrgRole, string>;

/**
 * An organisation with one member per role, a project 'Team' (key TEAM) that the maintainer,
 * editor and reader belong to, and an editor outside it.
 */
export async function calendarWorkspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = {} as Tokens;
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api${url}`, token, payload);
  const created = await call('POST', '/project/add', tokens.owner, { name: 'Team', key: 'TEAM', members: [members.maintainer.id, members.editor.id, members.read.id] });
  expect(created.statusCode, created.body).toBe(200);
  const projectId: string = created.json().data._id;
  const outsiderUser = await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Olive Outsider' });
  const outsider = await tokenFor(t.db, outsiderUser);

  /** An event through the API, 201 expected. */
  const addEvent = async (token: string, body: Partial<EventCreateBody> = {}): Promise<EventDetail> => {
    const res = await call('POST', '/event', token, { title: 'Meeting', start: '2026-05-04T09:00:00+02:00', end: '2026-05-04T10:00:00+02:00', timeZone: 'Europe/Berlin', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  /** The caller's occurrences in a window (200 expected). */
  const list = async (token: string, from: string, to: string, extra = ''): Promise<EventOccurrence[]> => {
    const res = await call('GET', `/event?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`, token);
    expect(res.statusCode, res.body).toBe(200);
    // The list is written without zod (calendar.routes.ts), so every answer is held to the contract here.
    const answer = z
      .object({ data: z.object({ events: z.array(windowEventSchema.extend({ occurrences: z.array(windowOccurrenceSchema.strict()) }).strict()) }).strict() })
      .strict()
      .parse(res.json()).data;
    // Each event once, and only events with an occurrence in the window.
    expect(new Set(answer.events.map((event) => event._id)).size).toBe(answer.events.length);
    expect(answer.events.every((event) => event.occurrences.length > 0)).toBe(true);
    return occurrencesOf(answer).map((occurrence) => eventOccurrenceSchema.strict().parse(occurrence));
  };
  return { organization, members, tokens, projectId, outsiderUser, outsider, call, addEvent, list };
}

export type CalendarWorkspace = Awaited<ReturnType<typeof calendarWorkspace>>;

/** The owner of another organisation, who sees everything of their own and nothing of ours. */
export async function strangerToken(t: TestApp): Promise<string> {
  return tokenFor(t.db, (await createOrganization(t.db, ['owner'])).members.owner);
}

/** Occurrences as 'title@start' for compact comparisons. */
export const shown = (list: EventOccurrence[]) => list.map((occurrence) => `${occurrence.title}@${occurrence.start}`);

/** Monday 2026-05-04 onwards, every weekday at 09:00 Berlin (07:00Z in summer). */
export const WEEKDAYS_AT_NINE = {
  title: 'Standup',
  start: '2026-05-04T09:00:00+02:00',
  end: '2026-05-04T09:15:00+02:00',
  timeZone: 'Europe/Berlin',
  recurrence: { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true },
} as const;

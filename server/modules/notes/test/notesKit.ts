import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ORG_ROLES, type OrgRole } from '../../../../domain/permissions/roles';
import type { NoteSummary } from '../../../../domain/notes/notes';
import { notes } from '../../../platform/db/schema';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, createUser, tokenFor, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';
import { contentOfState, stateFromJson } from '../noteContent';

/** Test helpers of notes: an organisation with every role, a project, and notes made through the API. */

export type Tokens = Record<OrgRole, string>;

/**
 * An organisation with one member per role, a project 'Docs' (key DOC) that the maintainer,
 * editor and reader belong to, and an editor outside it.
 */
export async function notesWorkspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = {} as Tokens;
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api${url}`, token, payload);
  const created = await call('POST', '/project/add', tokens.owner, { name: 'Docs', key: 'DOC', members: [members.maintainer.id, members.editor.id, members.read.id] });
  expect(created.statusCode, created.body).toBe(200);
  const projectId: string = created.json().data._id;
  const outsiderUser = await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Olive Outsider' });
  const outsider = await tokenFor(t.db, outsiderUser);

  /** A note through the API, 201 expected. */
  const addNote = async (token: string, body: { title?: string; projectId?: string | null } = {}): Promise<NoteSummary> => {
    const res = await call('POST', '/note', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const share = async (token: string, noteId: string, user: TestUser, permission: 'Viewer' | 'Editor') => {
    const res = await call('POST', `/note/${noteId}/share`, token, { userId: user.id, permission });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { organization, members, tokens, projectId, outsiderUser, outsider, call, addNote, share };
}

export type NotesWorkspace = Awaited<ReturnType<typeof notesWorkspace>>;

/** The owner of another organisation, who sees everything of their own and nothing of ours. */
export async function strangerToken(t: TestApp): Promise<string> {
  return tokenFor(t.db, (await createOrganization(t.db, ['owner'])).members.owner);
}

/** Stores a document as the collaboration server would (state plus its derived copies). */
export async function writeDocument(t: TestApp, noteId: string, json: object): Promise<void> {
  const state = stateFromJson(json);
  const { html, text } = contentOfState(state);
  await t.db.update(notes).set({ state, html, text }).where(eq(notes.id, noteId));
}

export const paragraphs = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

export const noteRow = (t: TestApp, id: string) => t.db.query.notes.findFirst({ where: eq(notes.id, id) });

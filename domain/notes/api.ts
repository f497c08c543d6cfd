import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  noteCreateBodySchema,
  noteDetailSchema,
  noteExportQuerySchema,
  noteListQuerySchema,
  noteShareBodySchema,
  noteSharedUserSchema,
  noteSummarySchema,
  noteUpdateBodySchema,
  noteVersionBodySchema,
  noteVersionDetailSchema,
  noteVersionSchema,
} from './notes';

const noteParams = z.object({ id: z.uuid('id must be a valid id') });
const projectParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const shareParams = noteParams.extend({ userId: z.uuid('userId must be a valid id') });
const versionParams = noteParams.extend({ versionId: z.uuid('versionId must be a valid id') });
const oneNote = { 200: z.object({ data: noteSummarySchema }) };
const sharedUsers = { 200: z.object({ data: z.array(noteSharedUserSchema) }) };

/**
 * Notes (spec 7 'Notes'). Spec 7 names `GET /note/{projectId}` for a project's notes and no call
 * for one note, so one note is read at `GET /note/{id}/detail`, which cannot be taken for a
 * project id. The text itself travels over the collaboration socket (NOTE_COLLAB_PATH).
 */
export const noteRoutes = defineRoutes({
  'GET /api/note': {
    summary: 'Notes the caller can read, newest change first: all, mine, shared with me, or one project\'s; search matches title and text',
    querystring: noteListQuerySchema,
    response: { 200: z.object({ data: z.array(noteSummarySchema) }) },
  },
  'POST /api/note': {
    summary: 'Create a note owned by the caller, optionally in a project they can open',
    body: noteCreateBodySchema,
    response: { 201: z.object({ data: noteSummarySchema }) },
  },
  'GET /api/note/:projectId': {
    summary: "A project's notes, for the people who can open the project",
    params: projectParams,
    response: { 200: z.object({ data: z.array(noteSummarySchema) }) },
  },
  'GET /api/note/:id/detail': {
    summary: 'One note with its last stored HTML and the caller\'s access',
    params: noteParams,
    response: { 200: z.object({ data: noteDetailSchema }) },
  },
  'PUT /api/note/:id': {
    summary: 'Rename a note (Owner or Editor) or move it to another project or none (Owner)',
    params: noteParams,
    body: noteUpdateBodySchema,
    response: oneNote,
  },
  'DELETE /api/note/:id': {
    summary: 'Delete a note (Owner only); everyone with it open is disconnected',
    params: noteParams,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'POST /api/note/:id/duplicate': {
    summary: 'Copy a note the caller can read into a new note they own (same project, no shares)',
    params: noteParams,
    response: { 201: z.object({ data: noteSummarySchema }) },
  },
  'GET /api/note/:id/shared-users': {
    summary: 'Who can open the note: the owner (Owner) and each share (Viewer or Editor)',
    params: noteParams,
    response: sharedUsers,
  },
  'POST /api/note/:id/share': {
    summary: 'Share with members of the organisation as Viewer or Editor (owner, or the organisation\'s owners and admins); each is notified',
    params: noteParams,
    body: noteShareBodySchema,
    response: sharedUsers,
  },
  'PUT /api/note/:id/share': {
    summary: 'Change the permission of existing shares; a Viewer\'s open connection becomes read-only at once',
    params: noteParams,
    body: noteShareBodySchema,
    response: sharedUsers,
  },
  'DELETE /api/note/:id/share/:userId': {
    summary: 'Remove a share; that person\'s open connection is closed at once',
    params: shareParams,
    response: sharedUsers,
  },
  'GET /api/note/:id/versions': {
    summary: 'Saved versions of a note, newest first',
    params: noteParams,
    response: { 200: z.object({ data: z.array(noteVersionSchema) }) },
  },
  'POST /api/note/:id/versions': {
    summary: 'Save the current text as a named version (Owner or Editor)',
    params: noteParams,
    body: noteVersionBodySchema,
    response: { 201: z.object({ data: noteVersionSchema }) },
  },
  'GET /api/note/:id/versions/:versionId': {
    summary: 'One saved version with its HTML',
    params: versionParams,
    response: { 200: z.object({ data: noteVersionDetailSchema }) },
  },
  'POST /api/note/:id/versions/:versionId/restore': {
    summary: 'Make a saved version the current text (Owner or Editor); everyone with the note open sees it live',
    params: versionParams,
    response: { 200: z.object({ data: noteSummarySchema }) },
  },
  'GET /api/note/:id/export': {
    summary: 'The note as a Markdown file or a PDF',
    params: noteParams,
    querystring: noteExportQuerySchema,
  },
  'POST /api/note/:id/images': {
    summary: 'Upload a picture into a note (Owner or Editor); answers its address',
    params: noteParams,
    multipart: true,
    response: { 201: z.object({ data: z.object({ _id: z.string(), url: z.string() }) }) },
  },
  'GET /api/note-images/:id': {
    summary: 'A picture of a note, for those who can read the note',
    params: noteParams,
  },
});

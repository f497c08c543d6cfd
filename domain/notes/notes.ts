import { z } from 'zod';

/**
 * Notes (spec 3 'Note', 6 'Note sharing permissions', 7 'Notes'): rich-text documents written
 * together live (Yjs through Hocuspocus). The owner is 'Owner'; each share gives one member of
 * the organisation 'Viewer' or 'Editor'.
 */
export const NOTE_TITLE_MAX = 200;
/** The stored Yjs document (and any one update to it) may not grow past this. */
export const NOTE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const NOTE_SHARE_PERMISSIONS = ['Viewer', 'Editor'] as const;
export type NoteSharePermission = (typeof NOTE_SHARE_PERMISSIONS)[number];
export const NOTE_ACCESS = ['Owner', 'Editor', 'Viewer'] as const;
/** What one user may do with one note: Owner and Editor write, Viewer reads. */
export type NoteAccess = (typeof NOTE_ACCESS)[number];
export const NOTE_UNTITLED = 'Untitled';
/** One request shares with at most this many people. */
export const NOTE_SHARE_BATCH_MAX = 50;
export const NOTE_VERSION_NAME_MAX = 100;
export const NOTE_SEARCH_MAX = 200;
/** Where the collaboration socket listens, beside the chat's /socket.io. */
export const NOTE_COLLAB_PATH = '/collab';
/** The Yjs document's name for a note: one per note. */
export const noteDocumentName = (noteId: string) => `note:${noteId}`;
/** The Yjs XML fragment Tiptap's Collaboration extension binds to. */
export const NOTE_FRAGMENT = 'default';
/** The token a browser's provider sends to mean "authenticate me by my session cookie"; any other token is a session token. */
export const NOTE_COLLAB_COOKIE_TOKEN = 'cookie';
/**
 * Why the collaboration server refused or closed a note's connection: the reason the provider's
 * authenticationFailed and close events carry, so the editor can say what happened.
 */
export const NOTE_COLLAB_REASONS = {
  /** No session (or it ended), or the account was deactivated. */
  unauthenticated: 'unauthenticated',
  /** A cookie sent from another site's page. */
  foreignOrigin: 'foreign-origin',
  /** No such note for this person (another organisation's, or never shared with them). */
  notFound: 'not-found',
  /** Their share or membership was removed while the note was open. */
  accessRevoked: 'access-revoked',
  noteDeleted: 'note-deleted',
  /** The organisation's account is locked (its subscription lapsed, or it was restricted). */
  accountLocked: 'account-locked',
  /** An update past NOTE_DOCUMENT_MAX_BYTES, or one that would grow the note past it. */
  tooLarge: 'too-large',
  malformed: 'malformed-update',
} as const;
export type NoteCollabReason = (typeof NOTE_COLLAB_REASONS)[keyof typeof NOTE_COLLAB_REASONS];

/**
 * Close codes after which reconnecting is pointless, since the server would refuse again: its own
 * refusals (4400-4499: not signed in, account locked, no access, the note deleted, a malformed
 * update) and 1009, a message past the size bound, which a reconnect would only send again.
 * Anything else (a restart, a network cut) is worth reconnecting after.
 */
export const isFinalNoteCollabClose = (code: number): boolean => code === 1009 || (code >= 4400 && code <= 4499);

/** What the collaboration server tells an open connection whose access changed (a stateless message). */
export const noteAccessMessageSchema = z.object({ type: z.literal('access'), access: z.enum(NOTE_ACCESS), readOnly: z.boolean() });
export type NoteAccessMessage = z.infer<typeof noteAccessMessageSchema>;

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const noteTitleSchema = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title is required')
  .max(NOTE_TITLE_MAX, `title must be at most ${NOTE_TITLE_MAX} characters`);

export const notePersonSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type NotePerson = z.infer<typeof notePersonSchema>;

/** A note as lists show it. */
export const noteSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  owner: notePersonSchema,
  projectId: z.string().nullable(),
  project: z.object({ _id: z.string(), name: z.string(), key: z.string() }).nullable(),
  /** The caller's own access to it. */
  access: z.enum(NOTE_ACCESS),
  /** Whether the caller may add, change and remove shares (the owner, and the organisation's owners and admins). */
  canManageShares: z.boolean(),
  /** The first words of its text. */
  preview: z.string(),
  /** People with the note open right now. */
  activeUsers: z.array(notePersonSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** One note, opened: its summary plus the last stored HTML (painted before the live document arrives). */
export const noteDetailSchema = noteSummarySchema.extend({ html: z.string() });
export type NoteDetail = z.infer<typeof noteDetailSchema>;

export const noteListQuerySchema = z.object({
  /** mine: the caller owns it; shared: shared with the caller; project: of one project (projectId); all: everything readable. */
  scope: z.enum(['all', 'mine', 'shared', 'project'], { error: "scope must be 'all', 'mine', 'shared' or 'project'" }).optional(),
  projectId: id('projectId').optional(),
  search: z.string().trim().max(NOTE_SEARCH_MAX, `search must be at most ${NOTE_SEARCH_MAX} characters`).optional(),
});

export const noteCreateBodySchema = z.object({
  title: noteTitleSchema.optional(),
  projectId: id('projectId').nullable().optional(),
});

export const noteUpdateBodySchema = z
  .object({
    title: noteTitleSchema.optional(),
    /** Attach to a project (the caller must see it) or detach with null. Owner only. */
    projectId: id('projectId').nullable().optional(),
  })
  .refine((body) => body.title !== undefined || body.projectId !== undefined, { message: 'title or projectId is required', path: ['title'] });

export const noteShareBodySchema = z
  .object({
    userId: id('userId').optional(),
    userIds: z.array(id('userIds')).min(1, 'userIds must name someone').max(NOTE_SHARE_BATCH_MAX, `userIds must name at most ${NOTE_SHARE_BATCH_MAX} people`).optional(),
    permission: z.enum(NOTE_SHARE_PERMISSIONS, { error: "permission must be 'Viewer' or 'Editor'" }),
  })
  .refine((body) => body.userId !== undefined || body.userIds !== undefined, { message: 'userId or userIds is required', path: ['userId'] });

/** Someone who can open a note, as the share dialog lists them: the owner first (permission 'Owner'). */
export const noteSharedUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  permission: z.enum(NOTE_ACCESS),
});
export type NoteSharedUser = z.infer<typeof noteSharedUserSchema>;

export const noteVersionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Taken by the server after a pause in editing, or named by someone. */
  auto: z.boolean(),
  createdBy: notePersonSchema.nullable(),
  createdAt: z.string(),
});
export type NoteVersion = z.infer<typeof noteVersionSchema>;
export const noteVersionDetailSchema = noteVersionSchema.extend({ html: z.string() });
export const noteVersionBodySchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(NOTE_VERSION_NAME_MAX, `name must be at most ${NOTE_VERSION_NAME_MAX} characters`),
});

export const noteExportQuerySchema = z.object({ format: z.enum(['markdown', 'pdf'], { error: "format must be 'markdown' or 'pdf'" }) });

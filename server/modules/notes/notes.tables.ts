import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTE_SHARE_PERMISSIONS } from '../../../domain/notes/notes';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { projects, users } from '../../platform/db/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A Yjs document's state as one binary update (Y.encodeStateAsUpdate). */
const yjsState = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    // Members are deactivated, never deleted: a departing owner's notes are handed to an owner of the organisation.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    // A project's removal leaves its notes with their owners.
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    // The collaborative document (the source of truth); html and text are derived from it when it is stored.
    state: yjsState('state'),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    // Mention ids (the mention nodes' ids) already notified, so a stored edit notifies only new mentions.
    notifiedMentions: jsonb('notified_mentions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(text, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_organization_updated_idx').on(t.organizationId, t.updatedAt),
    index('notes_owner_idx').on(t.ownerId),
    index('notes_project_idx').on(t.projectId).where(sql`${t.projectId} is not null`),
    index('notes_search_idx').using('gin', t.searchVector),
  ],
);

export const noteShares = pgTable(
  'note_shares',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    permission: text('permission').$type<(typeof NOTE_SHARE_PERMISSIONS)[number]>().notNull(),
    sharedById: uuid('shared_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] }), index('note_shares_user_idx').on(t.userId)],
);

export const noteVersions = pgTable(
  'note_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    // Taken by the server after a pause in editing (true) or saved by someone on demand (false).
    auto: boolean('auto').notNull().default(false),
    state: yjsState('state').notNull(),
    html: text('html').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('note_versions_note_idx').on(t.noteId, t.createdAt)],
);

export const noteImages = pgTable(
  'note_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('note_images_note_idx').on(t.noteId)],
);

/**
 * Every table, for drizzle-kit (drizzle.config.ts) and for `drizzle(…, { schema })`. Each module
 * owns its tables in its own <module>.tables.ts; the platform's (organisations, sessions, the job
 * queue and leases) stay here. Table files import one another's tables from this barrel: they
 * use them only inside `references(() => …)` and index callbacks, which run after every file
 * has loaded, so the import cycle through here is harmless.
 */
export { organizations } from './columns';
export * from './platform.tables';
export * from '../../modules/users/users.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/notifications/notifications.tables';
export * from '../../modules/plans/plans.tables';
export * from '../../modules/billing/billing.tables';
export * from '../../modules/invites/invites.tables';
export * from '../../modules/projects/projects.tables';
export * from '../../modules/enums/enums.tables';
export * from '../../modules/sprints/sprints.tables';
export * from '../../modules/tasks/tasks.tables';
export * from '../../modules/chat/chat.tables';
export * from '../../modules/calls/calls.tables';
export * from '../../modules/notes/notes.tables';
export * from '../../modules/calendar/calendar.tables';
export * from '../../modules/performance/performance.tables';
export * from '../../modules/visitors/visitors.tables';

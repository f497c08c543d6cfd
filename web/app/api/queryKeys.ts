/** The one place query keys are built, so invalidation can target a whole resource. */
export const queryKeys = {
  session: ['session'] as const,
  /** The signed-in user's own profile and sessions (/profile). */
  profile: ['profile'] as const,
  profileSessions: ['profile', 'sessions'] as const,
  verifyEmail: (token: string) => ['verifyEmail', token] as const,
  verifyForgotEmail: (token: string) => ['verifyForgotEmail', token] as const,
  notifications: ['notifications'] as const,
  members: ['members'] as const,
  invites: ['invites'] as const,
  roles: ['roles'] as const,
  activeSubscription: ['subscription', 'active'] as const,
  /** GET /api/plan: the catalogue and isFreeTierEligible, for the upgrade dialog. */
  plans: ['plans'] as const,
  /** GET /api/price for one choice (seats, cycle, promo code). */
  priceQuote: (choice: { quantity: number; billingCycle: string; promotionCode: string | null }) => ['price', choice] as const,
  /** The account state the shell's guard reads (GET /api/subscription/check). */
  subscriptionCheck: ['subscription', 'check'] as const,
  /** Billing's other resources sit under ['billing']: a payment refreshes them all at once. */
  billing: ['billing'] as const,
  paymentMethods: ['billing', 'paymentMethods'] as const,
  invoices: ['billing', 'invoices'] as const,
  transactions: ['billing', 'transactions'] as const,
  checkoutSession: (sessionId: string) => ['billing', 'session', sessionId] as const,
  invitation: (code: string) => ['invitation', code] as const,
  adminOrganizations: ['admin', 'organizations'] as const,
  adminPlans: ['admin', 'plans'] as const,
  adminRevenue: ['admin', 'revenue'] as const,
  adminPromoCodes: ['admin', 'promoCodes'] as const,
  /** The home page's "My work" (GET /api/dashboard), one entry per day the client asked for. */
  dashboard: ['dashboard'] as const,
  dashboardFor: (today: string) => ['dashboard', today] as const,
  /** The home page's guided start (GET /api/getting-started), refreshed with the dashboard. */
  gettingStarted: ['dashboard', 'gettingStarted'] as const,
  /** Everything about projects (lists, one project, its members) sits under ['projects']. */
  projects: ['projects'] as const,
  projectLists: ['projects', 'list'] as const,
  projectList: (filters: { search?: string; status?: string }) => ['projects', 'list', filters] as const,
  project: (projectId: string) => ['projects', 'detail', projectId] as const,
  projectMembers: (projectId: string) => ['projects', 'members', projectId] as const,
  /** A project's statuses and epics (GET /api/enum/{projectId}). */
  projectEnums: (projectId: string) => ['projectEnums', projectId] as const,
  /** Active people of the organisation, for member pickers. */
  employees: ['employees'] as const,
  /** Everything task-shaped about one project (board, list, backlog plan, sprints, summary) sits under ['projectTasks', id]. */
  projectTasks: (projectId: string) => ['projectTasks', projectId] as const,
  taskBoard: (projectId: string) => ['projectTasks', projectId, 'board'] as const,
  taskList: (projectId: string) => ['projectTasks', projectId, 'list'] as const,
  sprintPlan: (projectId: string) => ['projectTasks', projectId, 'plan'] as const,
  sprints: (projectId: string) => ['projectTasks', projectId, 'sprints'] as const,
  taskSummary: (projectId: string) => ['projectTasks', projectId, 'summary'] as const,
  sprintReport: (projectId: string, sprintId: string) => ['projectTasks', projectId, 'sprintReport', sprintId] as const,
  /** One task, with its comments and activity under it. */
  task: (taskId: string) => ['task', taskId] as const,
  taskComments: (taskId: string) => ['task', taskId, 'comments'] as const,
  taskActivity: (taskId: string) => ['task', taskId, 'activity'] as const,
  /** Everything chat sits under ['chat']: a reconnect refetches it all at once. */
  chat: ['chat'] as const,
  /** The caller's conversations (every type), the sidebar's one request. */
  conversations: ['chat', 'conversations'] as const,
  /** Organisation channels with isMember flags, for browsing and joining. */
  channelDirectory: ['chat', 'channelDirectory'] as const,
  messages: (channelId: string) => ['chat', 'messages', channelId] as const,
  threadReplies: (messageId: string) => ['chat', 'replies', messageId] as const,
  pinnedMessages: (channelId: string) => ['chat', 'pins', channelId] as const,
  chatPeople: (search: string) => ['chat', 'people', search] as const,
  messageSearch: (query: string) => ['chat', 'search', query] as const,
  /** Everything notes sits under ['notes']: any change to a note refreshes the lists and the open note at once. */
  notes: ['notes'] as const,
  noteList: (filter: { scope: string; projectId?: string; search?: string }) => ['notes', 'list', filter] as const,
  projectNotes: (projectId: string) => ['notes', 'project', projectId] as const,
  note: (noteId: string) => ['notes', 'detail', noteId] as const,
  noteShares: (noteId: string) => ['notes', 'shares', noteId] as const,
  noteVersions: (noteId: string) => ['notes', 'versions', noteId] as const,
  noteVersion: (noteId: string, versionId: string) => ['notes', 'versions', noteId, versionId] as const,
  /** Everything calendar sits under ['calendar']: any change to an event refreshes every window and the open event at once. */
  calendar: ['calendar'] as const,
  calendarEvents: (window: { from: string; to: string }) => ['calendar', 'events', window] as const,
  calendarWork: (window: { from: string; to: string }) => ['calendar', 'work', window] as const,
  calendarEvent: (eventId: string, occurrenceStart: string | null) => ['calendar', 'event', eventId, occurrenceStart] as const,
  calendarFeed: ['calendar', 'feed'] as const,
  /** Everything performance sits under ['performance']: a credit's change refreshes the list, the reports and the open credit at once. */
  performance: ['performance'] as const,
  credits: (query: object) => ['performance', 'credits', query] as const,
  credit: (creditId: string) => ['performance', 'credit', creditId] as const,
  creditReport: (query: object) => ['performance', 'report', query] as const,
  creditGraph: (query: object) => ['performance', 'graph', query] as const,
  memberReport: (query: object) => ['performance', 'member', query] as const,
  creditCategories: ['performance', 'categories'] as const,
  performanceSettings: ['performance', 'settings'] as const,
  recognition: (query: object) => ['performance', 'recognition', query] as const,
  /**
   * Everything visitor-shaped sits under ['visitors'], so one change (ours, or visits_updated from
   * the server) refreshes every list, the day's panels, the open visit and profile and the settings at once.
   */
  visitors: ['visitors'] as const,
  visits: (query: object) => ['visitors', 'visits', query] as const,
  visitsToday: (scope: 'mine' | 'all') => ['visitors', 'today', scope] as const,
  visit: (visitId: string) => ['visitors', 'visit', visitId] as const,
  visitorDirectory: (query: object) => ['visitors', 'directory', query] as const,
  visitorProfile: (visitorId: string) => ['visitors', 'profile', visitorId] as const,
  visitorSettings: ['visitors', 'settings'] as const,
  visitorBlocks: ['visitors', 'blocks'] as const,
  kiosks: ['visitors', 'kiosks'] as const,
};

/**
 * What a change to the team makes stale: seat usage counts active members plus pending
 * invitations, so all three are refreshed together, after an action here or a
 * `team_updated` event from someone else; and the active members the task and project pickers
 * offer (employees), so a deactivated member leaves them and a new one joins at once.
 */
export const teamQueryKeys = [queryKeys.members, queryKeys.invites, queryKeys.activeSubscription, queryKeys.employees] as const;

/**
 * What a change to a project's tasks or sprints makes stale (after an action here or a
 * `tasks_updated` event): every task view of the project (board, list, backlog, sprints,
 * summary, sprint reports) and the changed tasks themselves. The project's own counts are refreshed by
 * onTasksUpdated (features/projects/projectCache).
 */
export function taskChangeKeys(projectId: string, taskIds: readonly string[] = []) {
  return [queryKeys.projectTasks(projectId), ...taskIds.map((taskId) => queryKeys.task(taskId))];
}

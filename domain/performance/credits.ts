import { z } from 'zod';
import { dateOnlySchema, int32Schema } from '../api/bounds';
import { PALETTE_COLORS } from '../color/color';
import { ORG_ROLES } from '../permissions/roles';
import { timeZoneSchema } from '../profile/profile';
import { GRAPH_BUCKETS, PERIOD_MAX_DAYS, PERIOD_PRESETS, daysInRange } from './periods';

/**
 * Performance credits (issue 18): what the server answers and what the forms send. Spec 7 names the
 * credit calls; categories, settings, the CSV export and peer recognition follow their style.
 */

export const CREDIT_POINTS_MAX = 1000;
export const CREDIT_REASON_MAX = 280;
export const CREDIT_SEARCH_MAX = 100;
export const CREDIT_PAGE_SIZE_MAX = 100;
export const CREDIT_CATEGORY_NAME_MAX = 50;
export const CREDIT_CATEGORIES_MAX = 50;
export const GRAPH_MEMBERS_MAX = 20;
export const AUTO_POINTS_PER_STORY_POINT_MAX = 100;
export const RECOGNITION_ALLOWANCE_MAX = 1000;

/** Where a credit came from: recorded by hand, given by the automatic rule for a done task, or a peer's recognition. */
export const CREDIT_SOURCES = ['manual', 'automatic', 'recognition'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const creditPointsSchema = int32Schema('points', {
  min: -CREDIT_POINTS_MAX,
  max: CREDIT_POINTS_MAX,
  messages: { min: `points must be between -${CREDIT_POINTS_MAX} and ${CREDIT_POINTS_MAX}`, max: `points must be between -${CREDIT_POINTS_MAX} and ${CREDIT_POINTS_MAX}` },
}).refine((points) => points !== 0, 'points must not be 0');

export const creditReasonSchema = z
  .string({ error: 'reason: Enter a reason' })
  .trim()
  .min(1, 'reason: Enter a reason')
  .max(CREDIT_REASON_MAX, `reason must be at most ${CREDIT_REASON_MAX} characters`);

/** A credit's day. Not in the future is checked by the server, in the organisation's time zone: 'date: A credit cannot be dated in the future'. */
export const creditDateSchema = dateOnlySchema('date');
export const CREDIT_FUTURE_DATE_MESSAGE = 'date: A credit cannot be dated in the future';

const personSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type CreditPerson = z.infer<typeof personSchema>;

export const creditCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  defaultPoints: z.number(),
  archived: z.boolean(),
  /** Credits of this category (a used category is archived, never deleted). */
  creditCount: z.number(),
});
export type CreditCategory = z.infer<typeof creditCategorySchema>;
const categoryRefSchema = z.object({ _id: z.string(), name: z.string(), color: z.string() });
export type CreditCategoryRef = z.infer<typeof categoryRefSchema>;

export const creditSchema = z.object({
  _id: z.string(),
  member: personSchema,
  points: z.number(),
  category: categoryRefSchema,
  date: z.string(),
  reason: z.string(),
  /** The task the credit is for (an automatic credit always names one). */
  task: z.object({ _id: z.string(), key: z.string().nullable(), title: z.string(), projectId: z.string(), projectName: z.string() }).nullable(),
  source: z.enum(CREDIT_SOURCES),
  /** Who recorded it (for recognition: who gave it); null for automatic credits. */
  recordedBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Changed since it was recorded (its history has more than the creation). */
  edited: z.boolean(),
  /** Set on a deleted credit, which stays readable with its history. */
  deletedAt: z.string().nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

/** A credit's fields as they stood before or after a change, in words (names, not ids). */
export const creditSnapshotSchema = z.object({
  memberName: z.string(),
  points: z.number(),
  categoryName: z.string(),
  date: z.string(),
  reason: z.string(),
  taskTitle: z.string().nullable(),
});
export type CreditSnapshot = z.infer<typeof creditSnapshotSchema>;

export const CREDIT_HISTORY_ACTIONS = ['created', 'updated', 'deleted'] as const;
export const creditHistoryEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(CREDIT_HISTORY_ACTIONS),
  /** Null for the automatic rule. */
  actor: personSchema.nullable(),
  at: z.string(),
  before: creditSnapshotSchema.nullable(),
  after: creditSnapshotSchema.nullable(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditDetailSchema = creditSchema.extend({ history: z.array(creditHistoryEntrySchema) });
export type CreditDetail = z.infer<typeof creditDetailSchema>;

export const creditCreateBodySchema = z.object({
  userId: id('userId'),
  points: creditPointsSchema,
  categoryId: id('categoryId'),
  /** Default: the organisation's today. */
  date: creditDateSchema.optional(),
  reason: creditReasonSchema,
  taskId: id('taskId').nullable().optional(),
});
export type CreditCreateBody = z.infer<typeof creditCreateBodySchema>;

export const creditUpdateBodySchema = z
  .object({
    userId: id('userId').optional(),
    points: creditPointsSchema.optional(),
    categoryId: id('categoryId').optional(),
    date: creditDateSchema.optional(),
    reason: creditReasonSchema.optional(),
    taskId: id('taskId').nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Change at least one field', path: ['points'] });
export type CreditUpdateBody = z.infer<typeof creditUpdateBodySchema>;

const sortOrder = z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" });
const optionalDay = (field: string) => dateOnlySchema(field).optional();

/** Filters shared by the list and its CSV export. */
const creditFilterShape = {
  userId: id('userId').optional(),
  categoryId: id('categoryId').optional(),
  projectId: id('projectId').optional(),
  source: z.enum(CREDIT_SOURCES, { error: "source must be 'manual', 'automatic' or 'recognition'" }).optional(),
  from: optionalDay('from'),
  to: optionalDay('to'),
  /** Matches the reason, the member's name and the task's title. */
  search: z.string().trim().max(CREDIT_SEARCH_MAX, `search must be at most ${CREDIT_SEARCH_MAX} characters`).optional(),
  /** Deleted credits instead of the current ones (their history stays readable). */
  deleted: z.enum(['true', 'false'], { error: "deleted must be 'true' or 'false'" }).transform((value) => value === 'true').optional(),
  sort: z.enum(['date', 'points', 'member', 'category', 'createdAt'], { error: "sort must be 'date', 'points', 'member', 'category' or 'createdAt'" }).optional(),
  order: sortOrder.optional(),
};

const fromBeforeTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const creditListQuerySchema = z
  .object({
    ...creditFilterShape,
    page: int32Schema('page', { min: 1, max: 100_000, coerce: true }).optional(),
    pageSize: int32Schema('pageSize', { min: 1, max: CREDIT_PAGE_SIZE_MAX, coerce: true }).optional(),
  })
  .refine(fromBeforeTo, { message: 'to must not be before from', path: ['to'] });
export type CreditListQuery = z.infer<typeof creditListQuerySchema>;

export const creditExportQuerySchema = z.object(creditFilterShape).refine(fromBeforeTo, { message: 'to must not be before from', path: ['to'] });
export type CreditExportQuery = z.infer<typeof creditExportQuerySchema>;

export const creditPageSchema = z.object({ data: z.array(creditSchema), total: z.number(), page: z.number(), pageSize: z.number() });

/** A report or graph period: a preset around the organisation's today, or custom from/to (both required, at most PERIOD_MAX_DAYS). */
const periodShape = {
  period: z.enum(PERIOD_PRESETS, { error: "period must be 'week', 'month', 'quarter', 'year' or 'custom'" }).optional(),
  from: optionalDay('from'),
  to: optionalDay('to'),
};
const customPeriodRule = <S extends z.ZodType<{ period?: string; from?: string; to?: string }>>(schema: S) =>
  schema
    .refine((query) => query.period !== 'custom' || (query.from !== undefined && query.to !== undefined), {
      message: 'from: A custom period needs from and to',
      path: ['from'],
    })
    .refine(fromBeforeTo, { message: 'to must not be before from', path: ['to'] })
    .refine((query) => !query.from || !query.to || query.from > query.to || daysInRange({ from: query.from, to: query.to }) <= PERIOD_MAX_DAYS, {
      message: `to: A period is at most ${PERIOD_MAX_DAYS} days`,
      path: ['to'],
    });

export const REPORT_SORTS = ['totalCredit', 'weeklyAverage', 'monthlyAverage', 'count', 'change', 'name'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export const creditReportQuerySchema = customPeriodRule(
  z.object({
    ...periodShape,
    categoryId: id('categoryId').optional(),
    projectId: id('projectId').optional(),
    sort: z.enum(REPORT_SORTS, { error: `sort must be one of ${REPORT_SORTS.join(', ')}` }).optional(),
    order: sortOrder.optional(),
  }),
);
export type CreditReportQuery = z.infer<typeof creditReportQuerySchema>;

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** days / 7 */
  weeks: z.number(),
  /** Each month's share of its days inside the period, summed. */
  months: z.number(),
});

const reportFiguresSchema = z.object({
  totalCredit: z.number(),
  weeklyAverage: z.number(),
  monthlyAverage: z.number(),
  count: z.number(),
  /** Total Credit of the period of the same length just before. */
  previousTotal: z.number(),
  /** totalCredit - previousTotal */
  change: z.number(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const creditReportRowSchema = reportFiguresSchema.extend({
  member: personSchema.extend({ role: z.enum(ORG_ROLES), active: z.boolean() }),
});
export type CreditReportRow = z.infer<typeof creditReportRowSchema>;

/** One row per member (active members with no credits at 0; inactive ones only when they have credits in either period). */
export const creditReportSchema = z.object({
  period: periodSchema,
  previous: z.object({ from: z.string(), to: z.string() }),
  rows: z.array(creditReportRowSchema),
  totals: reportFiguresSchema,
});
export type CreditReport = z.infer<typeof creditReportSchema>;

/** Comma-separated member ids, at most GRAPH_MEMBERS_MAX. */
const userIdsSchema = z
  .string()
  .max(GRAPH_MEMBERS_MAX * 37, `userIds: At most ${GRAPH_MEMBERS_MAX} members`)
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .refine((ids) => ids.length <= GRAPH_MEMBERS_MAX, `userIds: At most ${GRAPH_MEMBERS_MAX} members`)
  .refine((ids) => ids.every((value) => id('userIds').safeParse(value).success), 'userIds must be valid ids separated by commas');

export const creditGraphQuerySchema = customPeriodRule(
  z.object({
    ...periodShape,
    /** Default: weeks up to about a quarter, months beyond (defaultBucket). */
    bucket: z.enum(GRAPH_BUCKETS, { error: "bucket must be 'week' or 'month'" }).optional(),
    /** Only these members' credits; none: the whole team. */
    userIds: userIdsSchema.optional(),
    categoryId: id('categoryId').optional(),
    projectId: id('projectId').optional(),
  }),
);
export type CreditGraphQuery = z.infer<typeof creditGraphQuerySchema>;

export const creditGraphSchema = z.object({
  bucket: z.enum(GRAPH_BUCKETS),
  period: periodSchema,
  /** The categories that have points in the period, in the settings' order: the stacks. */
  categories: z.array(categoryRefSchema),
  buckets: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      total: z.number(),
      /** Points by category id (categories with none are left out). */
      byCategory: z.record(z.string(), z.number()),
    }),
  ),
});
export type CreditGraph = z.infer<typeof creditGraphSchema>;

export const memberReportQuerySchema = customPeriodRule(
  z.object({
    ...periodShape,
    /** Default: the caller. Owners and admins may read anyone's; others only their own. */
    userId: id('userId').optional(),
    bucket: z.enum(GRAPH_BUCKETS, { error: "bucket must be 'week' or 'month'" }).optional(),
  }),
);
export type MemberReportQuery = z.infer<typeof memberReportQuerySchema>;

export const memberReportSchema = z.object({
  member: personSchema.extend({ role: z.enum(ORG_ROLES) }),
  period: periodSchema,
  previous: z.object({ from: z.string(), to: z.string() }),
  totals: reportFiguresSchema,
  byCategory: z.array(z.object({ category: categoryRefSchema, points: z.number(), count: z.number() })),
  graph: creditGraphSchema,
  /** The member's credits in the period, newest first (at most 50). */
  credits: z.array(creditSchema),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

export const categoryNameSchema = z
  .string({ error: 'name: Enter a name' })
  .trim()
  .min(1, 'name: Enter a name')
  .max(CREDIT_CATEGORY_NAME_MAX, `name must be at most ${CREDIT_CATEGORY_NAME_MAX} characters`);
const paletteColor = z.enum(PALETTE_COLORS, { error: 'color must be one of the 12 palette colours' });
const defaultPointsSchema = creditPointsSchema;

export const categoryCreateBodySchema = z.object({ name: categoryNameSchema, color: paletteColor, defaultPoints: defaultPointsSchema });
export const categoryUpdateBodySchema = z
  .object({ name: categoryNameSchema.optional(), color: paletteColor.optional(), defaultPoints: defaultPointsSchema.optional(), archived: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Change at least one field', path: ['name'] });
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;
/** A new organisation's categories. */
export const DEFAULT_CATEGORIES: readonly CategoryCreateBody[] = [
  { name: 'Delivery', color: PALETTE_COLORS[0], defaultPoints: 10 },
  { name: 'Teamwork', color: PALETTE_COLORS[2], defaultPoints: 5 },
  { name: 'Quality', color: PALETTE_COLORS[4], defaultPoints: 5 },
  { name: 'Initiative', color: PALETTE_COLORS[6], defaultPoints: 5 },
];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const performanceSettingsSchema = z.object({
  /** Roles that may record, edit and delete credits (the owner always may). */
  recorderRoles: z.array(z.enum(ORG_ROLES)),
  /** 0 = Sunday … 6 = Saturday. */
  weekStartsOn: z.number(),
  timeZone: z.string(),
  automaticCredits: z.object({
    enabled: z.boolean(),
    pointsPerStoryPoint: z.number(),
    categoryId: z.string().nullable(),
    /** null: every project. */
    projectIds: z.array(z.string()).nullable(),
  }),
  peerRecognition: z.object({
    enabled: z.boolean(),
    /** Points each member may give others in a calendar month (organisation's time zone). */
    monthlyAllowance: z.number(),
    categoryId: z.string().nullable(),
  }),
});
export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;

export const PERFORMANCE_SETTINGS_DEFAULTS: Omit<PerformanceSettings, 'timeZone'> = {
  recorderRoles: ['owner', 'admin'],
  weekStartsOn: 1,
  automaticCredits: { enabled: false, pointsPerStoryPoint: 1, categoryId: null, projectIds: null },
  peerRecognition: { enabled: false, monthlyAllowance: 100, categoryId: null },
};

/** The settings as the owner saves them; categoryId of an enabled rule must name a current category (server: 400 naming it). */
export const performanceSettingsBodySchema = z.object({
  recorderRoles: z
    .array(z.enum(ORG_ROLES, { error: 'recorderRoles: Choose from owner, admin, maintainer, editor and read' }))
    .max(ORG_ROLES.length)
    .refine((roles) => roles.includes('owner'), 'recorderRoles: The owner always records credits'),
  weekStartsOn: int32Schema('weekStartsOn', { min: 0, max: 6 }),
  timeZone: timeZoneSchema,
  automaticCredits: z
    .object({
      enabled: z.boolean({ error: 'automaticCredits.enabled must be true or false' }),
      pointsPerStoryPoint: int32Schema('automaticCredits.pointsPerStoryPoint', { min: 1, max: AUTO_POINTS_PER_STORY_POINT_MAX }),
      categoryId: id('automaticCredits.categoryId').nullable(),
      projectIds: z.array(id('automaticCredits.projectIds')).max(500).nullable(),
    })
    .refine((rule) => !rule.enabled || rule.categoryId !== null, { message: 'automaticCredits.categoryId: Choose a category for automatic credits', path: ['categoryId'] }),
  peerRecognition: z
    .object({
      enabled: z.boolean({ error: 'peerRecognition.enabled must be true or false' }),
      monthlyAllowance: int32Schema('peerRecognition.monthlyAllowance', { min: 1, max: RECOGNITION_ALLOWANCE_MAX }),
      categoryId: id('peerRecognition.categoryId').nullable(),
    })
    .refine((rule) => !rule.enabled || rule.categoryId !== null, { message: 'peerRecognition.categoryId: Choose a category for recognition', path: ['categoryId'] }),
});
export type PerformanceSettingsBody = z.infer<typeof performanceSettingsBodySchema>;

/** What the caller may do here: the web shows buttons by it, the server decides by the same rules. */
export const performanceAccessSchema = z.object({
  canRecord: z.boolean(),
  canViewTeam: z.boolean(),
  canManageSettings: z.boolean(),
});

export const recognitionSchema = z.object({
  _id: z.string(),
  from: personSchema,
  to: personSchema,
  points: z.number(),
  message: z.string(),
  createdAt: z.string(),
});
export type Recognition = z.infer<typeof recognitionSchema>;

export const recognitionAllowanceSchema = z.object({ enabled: z.boolean(), monthly: z.number(), used: z.number(), remaining: z.number() });

export const recognitionListQuerySchema = z.object({
  page: int32Schema('page', { min: 1, max: 100_000, coerce: true }).optional(),
  pageSize: int32Schema('pageSize', { min: 1, max: CREDIT_PAGE_SIZE_MAX, coerce: true }).optional(),
});

export const recognitionBodySchema = z.object({
  userId: id('userId'),
  points: int32Schema('points', { min: 1, max: RECOGNITION_ALLOWANCE_MAX }),
  message: z
    .string({ error: 'message: Say what it is for' })
    .trim()
    .min(1, 'message: Say what it is for')
    .max(CREDIT_REASON_MAX, `message must be at most ${CREDIT_REASON_MAX} characters`),
});
export type RecognitionBody = z.infer<typeof recognitionBodySchema>;

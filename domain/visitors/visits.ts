import { z } from 'zod';
import { dateOnlySchema, dateTimeSchema, int32Schema } from '../api/bounds';
import { timeZoneSchema } from '../profile/profile';

/**
 * Visitor management (issue 19): visitors (one row per person), their visits, the front desk's
 * kiosks, the block list and the organisation's visitor settings. What the server answers and what
 * the forms and the kiosk send; the paths are in ./api.ts.
 */

export const VISITOR_NAME_MAX = 120;
export const VISITOR_EMAIL_MAX = 254;
export const VISITOR_PHONE_MAX = 40;
export const VISITOR_COMPANY_MAX = 120;
export const VISIT_PURPOSE_MAX = 280;
export const VISIT_SEARCH_MAX = 100;
export const VISIT_PAGE_SIZE_MAX = 100;
export const VISITOR_AGREEMENT_MAX = 10_000;
export const KIOSK_NAME_MAX = 60;
export const BLOCK_VALUE_MAX = 254;
export const BLOCK_REASON_MAX = 280;
/** A recurring invitation makes one visit per day it names, at most this many. */
export const VISIT_REPEAT_MAX = 60;
/** A photo from the kiosk's camera, as a data: URL of a JPEG or PNG: at most 2 MB of picture. */
export const VISITOR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The sign-in code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), typed at the kiosk or read from the QR code. */
export const VISIT_CODE_LENGTH = 8;
export const VISIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A kiosk's token (in its address /kiosk/{token}): 43 characters of base64url (32 random bytes). */
export const KIOSK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The kiosk page's address; the token is its last segment. */
export { KIOSK_ROUTE_PREFIX } from '../permissions/roles';

/**
 * A visit's life: expected (invited) → signedIn → signedOut; a walk-in needing the host's approval
 * waits in awaitingApproval until approved (signedIn) or denied; a block-list match is held
 * (awaitingApproval, `held` true) for the admins; an expected visit nobody signed in by the end of
 * its day is a noShow; the inviter, host or an admin may cancel an expected one.
 */
export const VISIT_STATUSES = ['expected', 'awaitingApproval', 'denied', 'signedIn', 'signedOut', 'noShow', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  expected: 'Expected',
  awaitingApproval: 'Awaiting approval',
  denied: 'Denied',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  noShow: 'No-show',
  cancelled: 'Cancelled',
};

/** Who signed a visitor out: at the kiosk, their host, an admin, or the end-of-day job. */
export const SIGN_OUT_BY = ['kiosk', 'host', 'admin', 'automatic'] as const;
export type SignOutBy = (typeof SIGN_OUT_BY)[number];

export const BLOCK_KINDS = ['name', 'email', 'domain'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const id = (field: string) => z.uuid(`${field} must be a valid id`);
const text = (field: string, max: number, label = field) =>
  z
    .string({ error: `${field}: Enter ${label}` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number, label: string) => text(field, max, label).min(1, `${field}: Enter ${label}`);

export const visitorNameSchema = required('name', VISITOR_NAME_MAX, "the visitor's name");
export const visitorEmailSchema = z
  .string({ error: 'email must be text' })
  .trim()
  .max(VISITOR_EMAIL_MAX, `email must be at most ${VISITOR_EMAIL_MAX} characters`)
  .pipe(z.email('email: Enter a valid email address'))
  .transform((email) => email.toLowerCase());
export const visitorPhoneSchema = text('phone', VISITOR_PHONE_MAX).regex(/^[+0-9 ()./-]*$/, 'phone may hold only digits, spaces and + ( ) . / -');
export const visitorCompanySchema = text('company', VISITOR_COMPANY_MAX);
export const visitPurposeSchema = text('purpose', VISIT_PURPOSE_MAX);
/** A sign-in code as typed: case and spaces forgiven ('abcd efgh'), then exactly the alphabet's 8 characters. */
export const visitCodeSchema = z
  .string({ error: 'code: Enter your sign-in code' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${VISIT_CODE_ALPHABET}]{${VISIT_CODE_LENGTH}}$`), `code: A sign-in code is ${VISIT_CODE_LENGTH} letters and digits`));
export const kioskTokenSchema = z.string().regex(KIOSK_TOKEN_PATTERN, 'token must be a kiosk token');
/** A camera picture, as the browser's canvas writes it. */
export const visitorPhotoSchema = z
  .string()
  .max(Math.ceil((VISITOR_PHOTO_MAX_BYTES * 4) / 3) + 32, 'photo must be at most 2 MB')
  .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+$/, 'photo must be a JPEG or PNG picture');

const personSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type VisitPerson = z.infer<typeof personSchema>;

/** The visitor as a visit shows them; null fields were not given or were erased (erased: true). */
export const visitorRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string(),
  erased: z.boolean(),
});
export type VisitorRef = z.infer<typeof visitorRefSchema>;

export const visitSchema = z.object({
  _id: z.string(),
  visitor: visitorRefSchema,
  host: personSchema,
  invitedBy: personSchema.nullable(),
  purpose: z.string(),
  status: z.enum(VISIT_STATUSES),
  /** Expected arrival window (instants); null for a walk-in. */
  expectedFrom: z.string().nullable(),
  expectedTo: z.string().nullable(),
  walkIn: z.boolean(),
  /** The sign-in code (also in the QR code); shown to the host and admins, and mailed to the visitor. */
  code: z.string(),
  signedInAt: z.string().nullable(),
  signedOutAt: z.string().nullable(),
  signedOutBy: z.enum(SIGN_OUT_BY).nullable(),
  /** The agreement text the visitor accepted at sign-in, and when. */
  agreementText: z.string().nullable(),
  agreementAcceptedAt: z.string().nullable(),
  /** GET /api/visit/{id}/photo when a photo was taken. */
  photoUrl: z.string().nullable(),
  /** A block-list match held this visit for the admins. */
  held: z.boolean(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** Visits of one recurring invitation share it. */
  seriesId: z.string().nullable(),
  /** The caller may change or cancel it (its inviter, its host, or a visitor manager). */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** An invitation repeated on several days: every day or every week until a day (at most VISIT_REPEAT_MAX visits). */
export const visitRepeatSchema = z.object({
  every: z.enum(['day', 'weekday', 'week'], { error: "repeat.every must be 'day', 'weekday' or 'week'" }),
  until: dateOnlySchema('repeat.until'),
});

const inviteShape = {
  name: visitorNameSchema,
  email: visitorEmailSchema,
  phone: visitorPhoneSchema.optional(),
  company: visitorCompanySchema.optional(),
  /** A member of the organisation; the inviter by default. */
  hostId: id('hostId').optional(),
  purpose: visitPurposeSchema.optional(),
  expectedFrom: dateTimeSchema('expectedFrom'),
  expectedTo: dateTimeSchema('expectedTo'),
};
const windowRule = (body: { expectedFrom?: string; expectedTo?: string }) =>
  body.expectedFrom === undefined || body.expectedTo === undefined || Date.parse(body.expectedTo) > Date.parse(body.expectedFrom);
const WINDOW_MESSAGE = { message: 'expectedTo must be after expectedFrom', path: ['expectedTo'] };

/** POST /api/visit: pre-register (invite) a visitor; they get an email with the code and its QR code. */
export const visitInviteBodySchema = z
  .object({ ...inviteShape, repeat: visitRepeatSchema.nullable().optional() })
  .strict()
  .refine(windowRule, WINDOW_MESSAGE);
export type VisitInviteBody = z.infer<typeof visitInviteBodySchema>;

/** PUT /api/visit/{id}: change an expected visit (the visitor is mailed the new details). */
export const visitUpdateBodySchema = z
  .object({
    hostId: id('hostId').optional(),
    purpose: visitPurposeSchema.optional(),
    expectedFrom: dateTimeSchema('expectedFrom').optional(),
    expectedTo: dateTimeSchema('expectedTo').optional(),
  })
  .strict()
  .refine(windowRule, WINDOW_MESSAGE);
export type VisitUpdateBody = z.infer<typeof visitUpdateBodySchema>;

export const visitDecisionBodySchema = z.object({ decision: z.enum(['approve', 'deny'], { error: "decision must be 'approve' or 'deny'" }) }).strict();

const optionalDay = (field: string) => dateOnlySchema(field).optional();

/** The text search of a visitor list (the history, its export and the directory). */
const searchShape = { search: z.string().trim().max(VISIT_SEARCH_MAX, `search must be at most ${VISIT_SEARCH_MAX} characters`).optional() };
/** Which page of a list is asked for, and how long a page is (the history and the directory). */
const pageShape = {
  page: int32Schema('page', { min: 1, max: 100_000, coerce: true }).optional(),
  pageSize: int32Schema('pageSize', { min: 1, max: VISIT_PAGE_SIZE_MAX, coerce: true }).optional(),
};
/** A page of a list as answered: its rows, how many match in all, and the page it is. */
const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
/**
 * The history's filters. `scope` 'mine' (every member: visits they host or invited) or 'all' (visitor
 * managers); from/to are days in the settings' time zone, compared with the expected arrival or,
 * for walk-ins, the sign-in.
 */
const visitFilterShape = {
  scope: z.enum(['mine', 'all'], { error: "scope must be 'mine' or 'all'" }).optional(),
  status: z.enum(VISIT_STATUSES, { error: `status must be one of ${VISIT_STATUSES.join(', ')}` }).optional(),
  hostId: id('hostId').optional(),
  visitorId: id('visitorId').optional(),
  from: optionalDay('from'),
  to: optionalDay('to'),
  ...searchShape,
};
const fromBeforeTo = (query: { from?: string; to?: string }) => query.from === undefined || query.to === undefined || query.from <= query.to;
const FROM_TO_MESSAGE = { message: 'to must not be before from', path: ['to'] };

export const visitListQuerySchema = z.object({ ...visitFilterShape, ...pageShape }).refine(fromBeforeTo, FROM_TO_MESSAGE);
export type VisitListQuery = z.infer<typeof visitListQuerySchema>;
export const visitExportQuerySchema = z.object(visitFilterShape).refine(fromBeforeTo, FROM_TO_MESSAGE);
export type VisitExportQuery = z.infer<typeof visitExportQuerySchema>;
export const visitPageSchema = pageOf(visitSchema);

/** The front desk's day: who is expected today (in the settings' zone), who is on site now, who waits for a decision. */
export const visitTodaySchema = z.object({
  day: z.string(),
  expected: z.array(visitSchema),
  onSite: z.array(visitSchema),
  awaitingApproval: z.array(visitSchema),
});
export type VisitToday = z.infer<typeof visitTodaySchema>;

/** A registered visitor: one row per person (matched by email, else by name and phone). */
export const visitorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string(),
  erased: z.boolean(),
  visitCount: z.number(),
  firstVisitAt: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
  nextExpectedAt: z.string().nullable(),
});
export type Visitor = z.infer<typeof visitorSchema>;
export const visitorListQuerySchema = z.object({
  ...searchShape,
  sort: z.enum(['name', 'lastVisit', 'visitCount'], { error: "sort must be 'name', 'lastVisit' or 'visitCount'" }).optional(),
  ...pageShape,
});
export const visitorPageSchema = pageOf(visitorSchema);
export const visitorProfileSchema = visitorSchema.extend({ visits: z.array(visitSchema) });
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;

export const visitorSettingsSchema = z.object({
  /** Shown at the kiosk; the visitor accepts it at sign-in ('' for none). */
  agreementText: z.string(),
  /** Walk-ins wait for their host's Approve / Deny. */
  requireApproval: z.boolean(),
  /** Ask for a photo at the kiosk (the tablet's camera). */
  photoEnabled: z.boolean(),
  /** Sign out visits still open at the end of their day (marked 'automatic'). */
  autoSignOut: z.boolean(),
  /** Remind the host to sign their visitor out after this many hours on site; null for never. */
  signOutReminderHours: z.number().nullable(),
  /** Erase visitors' personal data this many days after their last visit; null to keep it. */
  retentionDays: z.number().nullable(),
  /** The organisation's front-desk zone: 'today', the end of the day and the badge's date. */
  timeZone: z.string(),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;
export const VISITOR_SETTINGS_DEFAULTS: Omit<VisitorSettings, 'timeZone'> = {
  agreementText: '',
  requireApproval: false,
  photoEnabled: false,
  autoSignOut: true,
  signOutReminderHours: null,
  retentionDays: 365,
};
export const visitorSettingsBodySchema = z
  .object({
    agreementText: z.string().max(VISITOR_AGREEMENT_MAX, `agreementText must be at most ${VISITOR_AGREEMENT_MAX} characters`),
    requireApproval: z.boolean({ error: 'requireApproval must be true or false' }),
    photoEnabled: z.boolean({ error: 'photoEnabled must be true or false' }),
    autoSignOut: z.boolean({ error: 'autoSignOut must be true or false' }),
    signOutReminderHours: int32Schema('signOutReminderHours', { min: 1, max: 24 }).nullable(),
    retentionDays: int32Schema('retentionDays', { min: 1, max: 3650 }).nullable(),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();
export type VisitorSettingsBody = z.infer<typeof visitorSettingsBodySchema>;

export const visitorBlockSchema = z.object({
  _id: z.string(),
  kind: z.enum(BLOCK_KINDS),
  value: z.string(),
  reason: z.string(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
});
export type VisitorBlock = z.infer<typeof visitorBlockSchema>;
export const visitorBlockBodySchema = z
  .object({
    kind: z.enum(BLOCK_KINDS, { error: "kind must be 'name', 'email' or 'domain'" }),
    value: required('value', BLOCK_VALUE_MAX, 'a name, an email or a domain'),
    reason: text('reason', BLOCK_REASON_MAX).optional(),
  })
  .strict()
  .refine((body) => body.kind !== 'email' || z.email().safeParse(body.value).success, { message: 'value: Enter a valid email address', path: ['value'] })
  .refine((body) => body.kind !== 'domain' || /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(body.value.replace(/^@/, '')), {
    message: 'value: Enter a domain like example.com',
    path: ['value'],
  });

export const kioskSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Kiosk = z.infer<typeof kioskSchema>;
/** Answered once, when the kiosk is made: its address holds the token, which is never shown again. */
export const kioskCreatedSchema = kioskSchema.extend({ token: z.string(), url: z.string() });
export const kioskCreateBodySchema = z.object({ name: required('name', KIOSK_NAME_MAX, "the kiosk's name") }).strict();

// The kiosk's own calls: bound to one organisation by its token, no session, no member's email ever.

/** What the kiosk page shows before anyone signs in. */
export const kioskInfoSchema = z.object({
  organizationName: z.string(),
  kioskName: z.string(),
  agreementText: z.string(),
  requireApproval: z.boolean(),
  photoEnabled: z.boolean(),
});
export type KioskInfo = z.infer<typeof kioskInfoSchema>;
/** A host found by name at the kiosk: name and avatar, never an email. */
export const kioskHostSchema = personSchema;
export const kioskHostQuerySchema = z.object({
  search: z.string().trim().min(2, 'search: Type at least 2 letters of the name').max(VISITOR_NAME_MAX, `search must be at most ${VISITOR_NAME_MAX} characters`),
});
/** A visit as the kiosk sees it: enough for the screen and the badge, nothing more. */
export const kioskVisitSchema = z.object({
  _id: z.string(),
  visitorName: z.string(),
  company: z.string(),
  hostName: z.string(),
  status: z.enum(VISIT_STATUSES),
  signedInAt: z.string().nullable(),
  signedOutAt: z.string().nullable(),
});
export type KioskVisit = z.infer<typeof kioskVisitSchema>;
export const kioskCodeQuerySchema = z.object({ code: visitCodeSchema });
export const kioskSignInBodySchema = z
  .object({
    code: visitCodeSchema,
    agreementAccepted: z.boolean({ error: 'agreementAccepted must be true or false' }).optional(),
    photo: visitorPhotoSchema.optional(),
  })
  .strict();
export const kioskWalkInBodySchema = z
  .object({
    name: visitorNameSchema,
    email: visitorEmailSchema.optional(),
    phone: visitorPhoneSchema.optional(),
    company: visitorCompanySchema.optional(),
    hostId: id('hostId'),
    purpose: visitPurposeSchema.optional(),
    agreementAccepted: z.boolean({ error: 'agreementAccepted must be true or false' }).optional(),
    photo: visitorPhotoSchema.optional(),
  })
  .strict();
export const kioskSignOutBodySchema = z.object({ code: visitCodeSchema }).strict();
/** Refusals the kiosk shows as they are. */
export const KIOSK_MESSAGES = {
  unknownCode: 'code: We could not find a visit with this code. Please check it or ask at the front desk.',
  oldCode: 'code: This code is for a visit that is over. Please ask your host for a new invitation.',
  notToday: 'code: This invitation is for another day. Please ask your host or the front desk.',
  agreement: 'agreementAccepted: Please accept the visitor agreement to sign in.',
  revoked: 'This kiosk is no longer active. Please ask at the front desk.',
} as const;

// Making a formatter costs far more than using one, and an export of a month asks thousands of times.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day ('YYYY-MM-DD') an instant falls on in a zone. */
export function visitDayOf(instant: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

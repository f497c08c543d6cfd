import path from 'node:path';
import { z } from 'zod';
import { MAIL_LIMITS } from '../auth/attemptLimiter';

/** PostgreSQL connections per node (bench/capacity: with 10, 2,000 active people queued for them; with 20 they held). */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

/**
 * Every setting the server reads from the environment, checked once at start.
 * A bad value stops start-up with one line naming the variable (see formatConfigError).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const durationSeconds = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, { error: 'must be a duration such as 3600, 90m, 12h or 30d' })
  .transform((v) => {
    const match = /^(\d+)\s*([smhd]?)$/.exec(v)!;
    const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
    return Number(match[1]) * unit;
  })
  .refine((seconds) => seconds >= 60, { error: 'must be at least one minute' });

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

/**
 * ICE_SERVERS: a JSON array of RTCIceServer objects for calls, e.g.
 * [{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org:3478"],"username":"u","credential":"p"}].
 * Unset means none: host candidates only, which connects browsers on one network (a LAN).
 */
const ICE_SERVERS_SHAPE = 'must be a JSON array of {"urls": "stun:…" | "turn:…" | "turns:…" (or a list of them), "username"?, "credential"?}';
const iceUrl = z.string().regex(/^(stun|stuns|turn|turns):\S+$/i, { error: ICE_SERVERS_SHAPE });
const iceServers = z
  .string()
  .transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not valid JSON; it ${ICE_SERVERS_SHAPE}` });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.object(
        {
          urls: z.union([iceUrl, z.array(iceUrl).min(1, { error: ICE_SERVERS_SHAPE })], { error: ICE_SERVERS_SHAPE }),
          username: z.string({ error: ICE_SERVERS_SHAPE }).optional(),
          credential: z.string({ error: ICE_SERVERS_SHAPE }).optional(),
        },
        { error: ICE_SERVERS_SHAPE },
      ),
      { error: ICE_SERVERS_SHAPE },
    ),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: urlWithProtocols(['http:', 'https:']).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  // Connections each node keeps to PostgreSQL. Writes wait for their commit on a connection, so 2,000
  // active people need more than 10 (bench/capacity); nodes times this must stay under max_connections.
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(1000, { error: 'must be at most 1000' }).default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Teamwork <no-reply@teamwork.local>'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', { error: 'must start with sk_' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { error: 'must start with whsec_' }).optional(),
  // Another host for Stripe's API: for tests and stripe-mock only; unset means api.stripe.com.
  STRIPE_API_URL: urlWithProtocols(['http:', 'https:']).optional(),
  ICE_SERVERS: iceServers.optional(),
  SUPER_ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('superadmin@teamwork.local'),
  SUPER_ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SESSION_TTL: durationSeconds.default(30 * 86400),
  SEED_DEMO: booleanFlag.default(true),
  GOOGLE_CLIENT_ID: z.string().min(10, { error: 'looks too short to be a Google client id' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  // Mails a stranger can trigger (sign-up, reset, verification) from one client address an hour: an office behind one address may need more.
  MAIL_LIMIT_PER_CLIENT: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(1_000_000, { error: 'must be at most 1000000' }).default(MAIL_LIMITS.perClient),
  // Who may read the API's description at /api/docs: anyone, signed-in users (the default), or nobody.
  API_DOCS: z.enum(['public', 'signed-in', 'off'], { error: 'must be public, signed-in or off' }).default('signed-in'),
  // The built web app (`npm run build` writes dist/web); another folder for a build made elsewhere.
  WEB_DIR: z.string().min(1).optional(),
  // Bearer token for GET /metrics from anywhere but this machine; unset means loopback scrapers only.
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'APP_URL' | 'DATA_DIR'> & {
  APP_URL: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Reads the configuration; throws ConfigError with a one-line message on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most twelve-factor apps.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = cleaned[name];
    // ICE_SERVERS may hold TURN credentials.
    const shown = name.includes('PASSWORD') || name.includes('SECRET') || name.includes('KEY') || name.includes('TOKEN') || name === 'ICE_SERVERS' ? '' : ` (got "${got}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : shown}`);
  }
  const values = parsed.data;
  // Without the secret every webhook would be refused, so payments would never complete.
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the whsec_ secret of the webhook endpoint /api/webhooks/stripe)');
  }
  return {
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    WEB_DIR: values.WEB_DIR === undefined ? undefined : path.resolve(values.WEB_DIR),
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
  };
}

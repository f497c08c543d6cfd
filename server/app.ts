import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerAdmin } from './modules/admin';
import { registerAuth } from './modules/auth';
import { createBillingModule } from './modules/billing';
import { createCalendarModule } from './modules/calendar';
import { startCalls } from './modules/calls';
import { createChatModule, type Presence } from './modules/chat';
import { registerDashboard } from './modules/dashboard';
import { registerEnums, seedDefaultStatuses } from './modules/enums';
import { registerGettingStarted } from './modules/gettingStarted';
import { createInvitesModule } from './modules/invites';
import { registerMeta } from './modules/meta';
import { createNotesModule } from './modules/notes';
import { createPerformanceModule } from './modules/performance';
import { createVisitorsModule } from './modules/visitors';
import { registerNotifications } from './modules/notifications';
import { registerPlans } from './modules/plans';
import { registerProfile } from './modules/profile';
import { createProjectsModule } from './modules/projects';
import { createSeatsService } from './modules/seats';
import { registerSprints } from './modules/sprints';
import { createSubscriptionsModule } from './modules/subscriptions';
import { registerTasks } from './modules/tasks';
import { registerUsers } from './modules/users';
import { bearerToken, registerAccessControl } from './platform/auth/access';
import { createLoginThrottle, createMailLimiter, type AttemptStore } from './platform/auth/attemptLimiter';
import type { GoogleVerifier } from './platform/auth/google';
import { createSessionCache } from './platform/auth/sessionCache';
import { createSessionStore, type SessionStore } from './platform/auth/sessions';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import { registerErrorHandler, unauthenticated } from './platform/http/errors';
import { registerOriginCheck } from './platform/http/originCheck';
import { openApiTransform } from './platform/http/openapi';
import { registerMetrics } from './platform/http/metrics';
import { registerSecurityHeaders } from './platform/http/securityHeaders';
import { registerReadiness, type Readiness } from './platform/http/readiness';
import type { Mailer } from './platform/mail/mailer';
import { createRealtime, type Realtime } from './platform/realtime/realtime';
import { createStorage } from './platform/storage/storage';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import type { Platform } from './platform/modules';
import { SIGN_IN_ROUTES } from '../domain/permissions/roles';
import { answerSerializer } from './platform/http/answerSerializer';

export interface AppDependencies {
  config: Config;
  database: Database;
  mailer: Mailer;
  attemptStore: AttemptStore;
  logger: Logger;
  google?: GoogleVerifier;
  /** Folder of the built web app; the API runs without it (tests, `npm run dev`). */
  webDir?: string;
}

export interface App {
  app: FastifyInstance;
  realtime: Realtime;
  /** The job queue (the billing clock, calendar reminders and mails); main.ts starts polling it, tests call runDue with a moved clock. */
  jobs: JobQueue;
  /** Sweeps on its own timer; tests call sweep() to run a pass at once. */
  presence: Presence;
  sessions: SessionStore;
  /** The notes' collaboration server: tests tell it of access changes as the notes routes do. */
  noteCollab: ReturnType<typeof createNotesModule>['collab'];
  /** app.close() marks the node not ready first; tests call beginShutdown() to see /api/ready say so. */
  readiness: Readiness;
}

/** JSON bodies are small everywhere in this API; uploads get their own limit later. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database, mailer, logger } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: Fastify's built-in text/plain parser would hand handlers a
  // string (a confusing "expected object" 400) instead of the 415 below.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Large JSON (a 5,000-task board is ~2.5 MB) shrinks about tenfold; small answers are left alone.
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com'],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        // Emotion (MUI) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        // The socket's own origin only: 'ws:' would let an injected script talk to any host.
        connectSrc: ["'self'", webSocketOrigin(config.APP_URL), 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: config.APP_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over https; sent over plain http it would pin a host that has no certificate.
    strictTransportSecurity: config.APP_URL.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Teamwork API', version: '1.0.0', description: 'Every route under /api, generated from the route schemas.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: openApiTransform,
  });
  const sessionCache = createSessionCache({ redisUrl: config.REDIS_URL, logger });
  const sessions = createSessionStore(database.db, config.SESSION_TTL, sessionCache);
  app.addHook('onClose', async () => sessionCache.close());

  if (config.API_DOCS !== 'off') {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiHooks: config.API_DOCS === 'signed-in' ? { onRequest: requireSignedIn(sessions) } : undefined,
    });
  }

  registerOriginCheck(app, config.APP_URL);
  const readiness = registerReadiness(app, { database, redisUrl: config.REDIS_URL });
  // The first preClose hook: not ready before anything starts closing.
  app.addHook('preClose', async () => readiness.beginShutdown());
  const realtime = createRealtime({ server: app.server, sessions, appUrl: config.APP_URL, redisUrl: config.REDIS_URL, logger });
  // Before the routes, so its timing hook sees every one of them.
  registerMetrics(app, { database, realtime, token: config.METRICS_TOKEN });
  const platform: Platform = {
    config,
    httpServer: app.server,
    database,
    db: database.db,
    realtime,
    sessions,
    mailer,
    mailLimiter: createMailLimiter(deps.attemptStore, { perClient: config.MAIL_LIMIT_PER_CLIENT }),
    // One throttle for every check of a password: the profile's guesses count with the login's.
    throttle: createLoginThrottle(deps.attemptStore),
    attemptStore: deps.attemptStore,
    storage: createStorage({ dataDir: config.DATA_DIR }),
    logger,
    google: deps.google,
    onClose: (stop) => app.addHook('onClose', async () => {
      await stop();
    }),
  };

  const chat = await createChatModule(platform);
  // Presence stops before realtime closes: the sockets that drops are our shutdown, not people leaving.
  app.addHook('preClose', async () => chat.presence.close());
  app.addHook('preClose', async () => realtime.close());
  startCalls(platform);
  const invites = createInvitesModule(platform);
  const subscriptions = createSubscriptionsModule(platform);
  // A locked organisation's members are refused by the notes' collaboration socket as by the API.
  const notes = createNotesModule(platform, { accountLock: subscriptions.accountLock });
  // Before the HTTP server closes, which waits for open connections: the editors' sockets are among them.
  app.addHook('preClose', async () => notes.collab.close());
  // The enum lists are the enums module's; projects seeds a new project's statuses through it. Notes
  // re-checks the open editors of a project's notes when who can open the project changes.
  const projects = createProjectsModule({ ...platform, seedStatuses: seedDefaultStatuses, onAccessChanged: notes.projectAccessChanged });
  const billing = createBillingModule({
    ...platform,
    onStatusChange: subscriptions.accountLock.forget,
    onAnyStatusChange: subscriptions.accountLock.forgetAll,
  });
  // A reminder due before the queue's next poll wakes the queue at its time (jobs is made just below; the calendar calls this later).
  const calendar = createCalendarModule(platform, { wakeJobs: (at) => jobs.wakeAt(at), accountLock: subscriptions.accountLock });
  const visitors = createVisitorsModule(platform);
  const jobs = createJobQueue({ db: database.db, logger, handlers: { ...billing.jobHandlers, ...calendar.jobHandlers, ...visitors.jobHandlers } });
  const performance = createPerformanceModule(platform);
  app.addHook('onClose', async () => jobs.stop());

  await app.register(
    async (api) => {
      // Inside the /api context only: the docs and the web app are not behind sessions.
      registerAccessControl(api, sessions, subscriptions.accountLock);
      // Answers are about someone's organisation: no browser or proxy keeps them unless a route says so.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await registerMeta(api, platform);
      await registerAuth(api, { ...platform, invites: invites.service });
      // Deactivating a member hands their notes to an owner, in the same transaction.
      await registerUsers(api, { ...platform, onMemberDeactivated: notes.handOverNotes });
      await registerProfile(api, platform);
      await invites.register(api);
      await registerPlans(api, { ...platform, seats: createSeatsService(platform), projects: projects.service });
      await projects.register(api);
      // A task's completion gives or takes back its automatic credit, in the same transaction.
      await registerEnums(api, { ...platform, onCompletionChanged: performance.onCompletionChanged });
      await registerTasks(api, { ...platform, onCompletionChanged: performance.onCompletionChanged });
      await registerSprints(api, platform);
      await registerDashboard(api, platform);
      await registerGettingStarted(api, platform);
      await subscriptions.register(api, { provider: billing.provider });
      await billing.register(api);
      await registerNotifications(api, platform);
      await registerAdmin(api, { ...platform, restriction: billing.restriction });
      await chat.register(api);
      await notes.register(api);
      await calendar.register(api);
      await performance.register(api);
      await visitors.register(api);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, deps.webDir);
  return { app, realtime, jobs, presence: chat.presence, sessions, noteCollab: notes.collab, readiness };
}

/** ws://host for an http APP_URL, wss://host for https: where the web app's socket connects. */
function webSocketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The API description is readable by signed-in users only unless API_DOCS=public. */
function requireSignedIn(sessions: SessionStore) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const active = token ? await sessions.find(token) : null;
    if (!active || active.user.status !== 'active') throw unauthenticated('Please log in to read the API documentation');
  };
}

/** Serves the built single-page app with an index.html fallback; /api stays JSON-only. */
function registerWebApp(app: FastifyInstance, webDir: string | undefined): void {
  const hasWeb = webDir !== undefined && fs.existsSync(path.join(webDir, 'index.html'));
  const hasSignInPage = hasWeb && fs.existsSync(path.join(webDir, 'signin.html'));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: webDir,
      index: ['index.html'],
      // The build writes .br and .gz copies at the highest levels (scripts/precompress.mjs).
      preCompressed: true,
      // Vite names built assets by content hash, so they can be cached for good; index.html never is.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || !hasWeb) {
      return reply.status(404).send({ message: `No route ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    // /login and /signup opened cold: the page drawn before the app's router loads (web/signIn.tsx).
    const html = hasSignInPage && (SIGN_IN_ROUTES as readonly string[]).includes(url) ? 'signin.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(html);
  });
}

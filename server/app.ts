import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { adminRoutes } from './modules/admin/admin.routes';
import { restrictionRoutes } from './modules/admin/restriction.routes';
import { createBillingLifecycle } from './modules/billing/lifecycle/lifecycle';
import { createRestrictionService } from './modules/billing/lifecycle/restriction';
import { createRetryService } from './modules/billing/lifecycle/retry';
import { retryRoutes } from './modules/billing/lifecycle/retry.routes';
import { BILLING_MAIL_JOB, createBillingMailHandler } from './modules/billing/billingMail';
import { checkoutRoutes } from './modules/billing/checkout/checkout.routes';
import { createCheckoutService } from './modules/billing/checkout/checkout.service';
import { createSandboxProvider } from './modules/billing/providers/sandbox';
import { createStripeProvider } from './modules/billing/providers/stripe';
import { createStripeEvents } from './modules/billing/webhooks/stripeEvents';
import { stripeWebhookRoutes } from './modules/billing/webhooks/webhooks.routes';
import { createSandboxCheckout } from './modules/billing/checkout/sandboxCheckout';
import { invoicesRoutes } from './modules/billing/invoices/invoices.routes';
import { createInvoicesService } from './modules/billing/invoices/invoices.service';
import { paymentMethodsRoutes } from './modules/billing/paymentMethods/paymentMethods.routes';
import { createPaymentMethodsService } from './modules/billing/paymentMethods/paymentMethods.service';
import { promoCodesRoutes } from './modules/billing/promoCodes/promoCodes.routes';
import { createPromoCodesService } from './modules/billing/promoCodes/promoCodes.service';
import { revenueRoutes } from './modules/billing/revenue/revenue.routes';
import { createRevenueService } from './modules/billing/revenue/revenue.service';
import { transactionsRoutes } from './modules/billing/transactions/transactions.routes';
import { createTransactionsService } from './modules/billing/transactions/transactions.service';
import { registerCallSocket } from './modules/calls/calls.socket';
import { registerChatSocket } from './modules/chat/chat.socket';
import { attachmentsRoutes } from './modules/chat/attachments.routes';
import { createAttachmentsService } from './modules/chat/attachments.service';
import { registerPresence, resetPresence, type Presence } from './modules/chat/presence';
import { presenceRoutes } from './modules/chat/presence.routes';
import { searchRoutes } from './modules/chat/search.routes';
import { channelsRoutes } from './modules/chat/channels.routes';
import { createChannelsService } from './modules/chat/channels.service';
import { messagesRoutes } from './modules/chat/messages.routes';
import { createMessagesService } from './modules/chat/messages.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { gettingStartedRoutes } from './modules/gettingStarted/gettingStarted.routes';
import { createGettingStartedService } from './modules/gettingStarted/gettingStarted.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { enumsRoutes } from './modules/enums/enums.routes';
import { createEnumsService } from './modules/enums/enums.service';
import { invitesRoutes } from './modules/invites/invites.routes';
import { createInvitesService } from './modules/invites/invites.service';
import { metaRoutes } from './modules/meta/meta.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { createPlansService } from './modules/plans/plans.service';
import { projectsRoutes } from './modules/projects/projects.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { sprintsRoutes } from './modules/sprints/sprints.routes';
import { createSprintsService } from './modules/sprints/sprints.service';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { createSeatsService } from './modules/seats';
import { createAccountService } from './modules/subscriptions/account.service';
import { createSubscriptionStatusCache } from './modules/subscriptions/accountLock';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { usersRoutes } from './modules/users/users.routes';
import { avatarRoutes } from './modules/profile/avatar.routes';
import { createAvatarService } from './modules/profile/avatar.service';
import { createEmailChangeService } from './modules/profile/emailChange.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createUsersService } from './modules/users/users.service';
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
import type { Mailer } from './platform/mail/mailer';
import { createRealtime, type Realtime } from './platform/realtime/realtime';
import { createStorage } from './platform/storage/storage';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';

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
  /** The billing clock's job queue; main.ts starts polling it, tests call runDue with a moved clock. */
  jobs: JobQueue;
  /** Sweeps on its own timer; tests call sweep() to run a pass at once. */
  presence: Presence;
  sessions: SessionStore;
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
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Large JSON (a 5,000-task board is ~2.5 MB) shrinks about tenfold; small answers are left alone.
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
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
  const realtime = createRealtime({ server: app.server, sessions, appUrl: config.APP_URL, redisUrl: config.REDIS_URL, logger });
  // Presence stops before realtime closes: the sockets that drops are our shutdown, not people leaving.
  const presence = registerPresence({ realtime, db: database.db, logger, clustered: Boolean(config.REDIS_URL) });
  app.addHook('preClose', async () => presence.close());
  app.addHook('preClose', async () => realtime.close());
  if (!config.REDIS_URL) await resetPresence(database.db);

  const mailLimiter = createMailLimiter(deps.attemptStore, { perClient: config.MAIL_LIMIT_PER_CLIENT });
  // One throttle for every check of a password: the profile's guesses count with the login's.
  const throttle = createLoginThrottle(deps.attemptStore);
  const storage = createStorage({ dataDir: config.DATA_DIR });
  const auth = createAuthService({
    db: database.db,
    sessions,
    mailer,
    throttle,
    mailLimiter,
    appUrl: config.APP_URL,
    logger,
    realtime,
    google: deps.google,
  });
  const users = createUsersService({ db: database.db, sessions, realtime });
  const profileDeps = { db: database.db, sessions, throttle, realtime };
  const profile = createProfileService(profileDeps);
  const emailChange = createEmailChangeService({ ...profileDeps, mailer, mailLimiter, appUrl: config.APP_URL, logger });
  const avatars = createAvatarService({ ...profileDeps, storage, logger });
  const invites = createInvitesService({ db: database.db, sessions, mailer, mailLimiter, appUrl: config.APP_URL, logger, realtime });
  const plans = createPlansService({ db: database.db });
  const seats = createSeatsService({ db: database.db });
  const projects = createProjectsService({ db: database.db, realtime });
  const enums = createEnumsService({ db: database.db, realtime });
  const tasks = createTasksService({ db: database.db, realtime });
  const sprints = createSprintsService({ db: database.db, realtime });
  // Voice and video calls: signalling over the socket, ICE servers from ICE_SERVERS.
  const callSocket = registerCallSocket({ realtime, db: database.db, logger, iceServers: config.ICE_SERVERS });
  app.addHook('onClose', async () => callSocket.close());
  // Payments: the built-in sandbox unless Stripe is configured (DESIGN.md, Runtime components).
  const stripe = config.STRIPE_SECRET_KEY ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, appUrl: config.APP_URL, apiUrl: config.STRIPE_API_URL }) : null;
  const paymentProvider = stripe ?? createSandboxProvider({ appUrl: config.APP_URL });
  const checkout = createCheckoutService({ db: database.db, provider: paymentProvider, appUrl: config.APP_URL });
  const sandboxCheckout = paymentProvider.name === 'sandbox' ? createSandboxCheckout({ db: database.db, checkout }) : null;
  // Suspended, expired, cancelled and restricted organisations are locked out of all but billing.
  const accountLock = createSubscriptionStatusCache({ db: database.db });
  const account = createAccountService({ db: database.db, provider: paymentProvider, onStatusChange: accountLock.forget });
  const retry = createRetryService({ db: database.db, provider: paymentProvider, checkout, appUrl: config.APP_URL });
  const restriction = createRestrictionService({ db: database.db, onStatusChange: accountLock.forget });
  const jobs = createJobQueue({
    db: database.db,
    logger,
    handlers: {
      ...createBillingLifecycle({ db: database.db, provider: paymentProvider, logger, onStatusChange: accountLock.forget }),
      [BILLING_MAIL_JOB]: createBillingMailHandler({ db: database.db, mailer, appUrl: config.APP_URL }),
    },
  });
  app.addHook('onClose', async () => jobs.stop());
  const chatChannels = createChannelsService({ db: database.db, realtime });
  const chatAttachments = createAttachmentsService({ db: database.db, storage, logger });
  const chatMessages = createMessagesService({ db: database.db, realtime, attachmentFiles: chatAttachments });
  registerChatSocket({ realtime, messages: chatMessages, db: database.db, logger });
  const stopOrphanSweep = chatAttachments.startOrphanSweep();
  app.addHook('onClose', async () => stopOrphanSweep());

  await app.register(
    async (api) => {
      // Inside the /api context only: the docs and the web app are not behind sessions.
      registerAccessControl(api, sessions, accountLock);
      // Answers are about someone's organisation: no browser or proxy keeps them unless a route says so.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(metaRoutes({ database, googleClientId: config.GOOGLE_CLIENT_ID }));
      await api.register(authRoutes(auth, invites, { sessionTtlSeconds: config.SESSION_TTL, secureCookies: config.APP_URL.startsWith('https:') }));
      await api.register(usersRoutes(users));
      await api.register(profileRoutes(profile, emailChange));
      await api.register(avatarRoutes(avatars));
      await api.register(invitesRoutes(invites));
      await api.register(plansRoutes(plans, seats, projects));
      await api.register(projectsRoutes(projects));
      await api.register(enumsRoutes(enums));
      await api.register(tasksRoutes(tasks));
      await api.register(sprintsRoutes(sprints));
      await api.register(dashboardRoutes(createDashboardService({ db: database.db })));
      await api.register(gettingStartedRoutes(createGettingStartedService({ db: database.db })));
      await api.register(subscriptionsRoutes(account));
      await api.register(retryRoutes(retry));
      await api.register(checkoutRoutes(checkout, sandboxCheckout));
      if (stripe) {
        const events = createStripeEvents({ db: database.db, stripe: stripe.client, onStatusChange: accountLock.forgetAll });
        // loadConfig refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET.
        await api.register(stripeWebhookRoutes({ stripe: stripe.client, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, events }));
      }
      await api.register(invoicesRoutes(createInvoicesService({ db: database.db })));
      await api.register(transactionsRoutes(createTransactionsService({ db: database.db })));
      await api.register(paymentMethodsRoutes(createPaymentMethodsService({ db: database.db, provider: paymentProvider, appUrl: config.APP_URL })));
      await api.register(promoCodesRoutes(createPromoCodesService({ db: database.db })));
      await api.register(revenueRoutes(createRevenueService({ db: database.db })));
      await api.register(notificationsRoutes(database.db));
      await api.register(adminRoutes(database.db));
      await api.register(restrictionRoutes(restriction));
      await api.register(channelsRoutes(chatChannels));
      await api.register(messagesRoutes(chatMessages));
      await api.register(attachmentsRoutes(chatAttachments));
      await api.register(searchRoutes(database.db));
      await api.register(presenceRoutes(database.db));
    },
    { prefix: '/api' },
  );

  registerWebApp(app, deps.webDir);
  return { app, realtime, jobs, presence, sessions };
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
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: webDir,
      index: ['index.html'],
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

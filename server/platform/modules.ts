import type { Server as HttpServer } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AttemptStore, LoginThrottle, MailLimiter } from './auth/attemptLimiter';
import type { GoogleVerifier } from './auth/google';
import type { SessionStore } from './auth/sessions';
import type { Config } from './config/config';
import type { Database, Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/** The /api context a module registers its routes in (access control and no-store already apply). */
export type Api = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What server/app.ts builds once and hands every module's index: the platform, never another
 * module's service (those are passed by name, so the wiring shows which module needs which).
 */
export interface Platform {
  config: Config;
  /** The product's HTTP server: the collaboration socket answers its upgrades on its own path, beside socket.io's. */
  httpServer: HttpServer;
  database: Database;
  db: Db;
  realtime: Realtime;
  sessions: SessionStore;
  mailer: Mailer;
  mailLimiter: MailLimiter;
  /** One throttle for every check of a password: the profile's guesses count with the login's. */
  throttle: LoginThrottle;
  /** Counters shared by every node (Redis when configured): the login's, and other public ways in such as the kiosks'. */
  attemptStore: AttemptStore;
  storage: Storage;
  logger: Logger;
  google?: GoogleVerifier;
  /** Stops a module's timers, sweeps and sockets when the app closes. */
  onClose(stop: () => unknown): void;
}

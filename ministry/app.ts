import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, type DatabaseHandle, type Driver, openDatabase } from './db/database';
import { installErrorHandling } from './errors';
import { defaultLanguage, type Language, languageOf } from './i18n';
import { loggerOptions, type MinistryLoggerOptions } from './logger';
import { checkBeforeAuthRoutes } from './routes/check-before-auth';
import { healthRoutes } from './routes/health';
import { referenceRoutes } from './routes/reference';

declare module 'fastify' {
  interface FastifyRequest {
    // Chosen from Accept-Language before any handler runs; every message of the answer uses it.
    language: Language;
  }
}

export interface CreateMinistryOptions {
  // A PostgreSQL server; unset means embedded PGlite in `dataDir`.
  databaseUrl?: string | undefined;
  // PGlite data folder, created on first start; `memory://` (the default) keeps nothing on disk.
  dataDir?: string | undefined;
  // false (default) is silent; options (level, stream, ...) give JSON logs with personal data redacted.
  logger?: boolean | MinistryLoggerOptions | undefined;
}

export interface Ministry {
  app: FastifyInstance;
  db: Database;
  driver: Driver;
  close(): Promise<void>;
}

/** Opens (migrates, seeds) the database and builds the HTTP app; the caller decides where to listen. */
export async function createMinistry(options: CreateMinistryOptions = {}): Promise<Ministry> {
  const database = await openDatabase(options);
  try {
    return await buildApp(database, options);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function buildApp(database: DatabaseHandle, options: CreateMinistryOptions): Promise<Ministry> {
  const logger =
    options.logger === true ? loggerOptions() : options.logger ? loggerOptions(options.logger) : false;
  const app: FastifyInstance = Fastify({ logger });

  app.decorateRequest('language', defaultLanguage);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers['accept-language']);
  });
  installErrorHandling(app);

  await app.register(
    async (api) => {
      // Issue 3 registers the bearer-token plugin here, inside the /api scope and before the routes:
      // an onRequest hook that verifies `Authorization: Bearer` (403 'access_denied' when expired or
      // revoked) and an onSend hook that sets `X-Refreshed-Token` on every 200 of an authenticated request.
      await api.register(healthRoutes(database.db, database.driver));
      await api.register(referenceRoutes(database.db));
      await api.register(checkBeforeAuthRoutes(database.db));
    },
    { prefix: '/api' },
  );

  let closed: Promise<void> | undefined;
  return {
    app,
    db: database.db,
    driver: database.driver,
    close() {
      closed ??= app.close().then(() => database.close());
      return closed;
    },
  };
}

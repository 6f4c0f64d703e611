import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cadastreTypes } from '../../machines/act-types/subjects';
import { cadastreNumberKeys, exactCadastreNumberSchema } from '../../machines/fields/cadastre-number';
import { exactCalendarDateSchema } from '../../machines/fields/calendar-date';
import { exactRegistryNumberSchema } from '../../machines/fields/registry-number';
import { searchNameSchema } from '../../machines/fields/search-name';
import { exactStateNumberSchema, stateNumberKeys } from '../../machines/fields/state-number';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
  techPassportKeys,
} from '../../machines/fields/tech-passport';
import type { Auth } from '../auth';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';
import {
  createSearchLimit,
  defaultSearchRateLimit,
  type SearchKind,
  type SearchRateLimit,
} from '../searches/limit';
import { banCheck, inheritanceCaseSearch, notarialActCheck, proxyCheck } from '../searches/searches';

export type { SearchRateLimit } from '../searches/limit';

// The public checks and searches of issue 12 (specification sections 2, 3, 6 and 8;
// docs/decisions/052-public-searches.md): anonymous but for the ban check, each limited per client
// address. "Not found" is an answer (200, found: false), not an error. The queries are
// ../searches/'s.

/** A blank query parameter is a missing one: asked for with `key` before its shape is judged. */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);
const present = (schema: z.ZodType<string, string>, key: string) =>
  z.preprocess(blankIsMissing, z.string({ error: key }).pipe(schema));

const dateQuery = (requiredKey: string) => present(exactCalendarDateSchema, requiredKey);

const registeredQuery = z.object({
  regnum: z.preprocess(blankIsMissing, exactRegistryNumberSchema),
  regdate: dateQuery('error_required_registry_date'),
});

const inheritanceQuery = z.object({
  name: searchNameSchema,
  deathDate: dateQuery('error_required_death_date'),
});

const banQuery = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('vehicle'),
      stateNumber: present(exactStateNumberSchema, stateNumberKeys.required),
      techPassportSeries: present(exactTechPassportSeriesSchema, techPassportKeys.seriesRequired),
      techPassportNumber: present(exactTechPassportNumberSchema, techPassportKeys.numberRequired),
    }),
    z.object({
      kind: z.literal('realEstate'),
      cadastreNumber: present(exactCadastreNumberSchema, cadastreNumberKeys.wrong),
      cadastreType: z.enum(cadastreTypes, { error: 'error_wrong_cadastre_type' }),
    }),
  ],
  { error: 'error_wrong_ban_kind' },
);

/**
 * Admits a search of a kind from the request's client address, or refuses it with 429
 * too_many_searches and a Retry-After header once the address has made its limit's worth.
 */
function createSearchLimiter(db: Database, auth: Auth, limit: SearchRateLimit) {
  const searches = createSearchLimit(db, limit);
  return async function admit(
    kind: SearchKind,
    request: FastifyRequest,
    reply: { header(k: string, v: string): unknown },
  ) {
    const waitMs = await searches.admit(kind, auth.subjects.address(auth.clientAddress(request)));
    if (waitMs !== null) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw new MinistryError(429, 'too_many_searches', { params: { minutes: Math.ceil(waitMs / 60_000) } });
    }
  };
}

export function searchRoutes(db: Database, auth: Auth, limit: SearchRateLimit = defaultSearchRateLimit) {
  const admit = createSearchLimiter(db, auth, limit);

  return async (app: FastifyInstance) => {
    // Section 2, "Notarial act check result": registry number and date, office, state, notes,
    // language, phone (the office's) and linked acts; nothing about the parties.
    app.get('/search/notarial_act', async (request, reply) => {
      const query = parseInput(registeredQuery, request.query);
      await admit('notarial_act', request, reply);
      return notarialActCheck(db, query);
    });

    // Is a power of attorney valid, expired or revoked: the registry's, or one registered through the
    // portal (types 101, 105, 11651, 11680), by registry number and date.
    app.get('/search/proxy', async (request, reply) => {
      const query = parseInput(registeredQuery, request.query);
      await admit('proxy', request, reply);
      return proxyCheck(db, query, auth.now);
    });

    // Inheritance cases by the deceased's name in either script and the death date.
    app.get('/search/inheritcase', async (request, reply) => {
      const query = parseInput(inheritanceQuery, request.query);
      await admit('inheritcase', request, reply);
      return inheritanceCaseSearch(db, query);
    });

    // Bans, arrests, restrictions and fines on a vehicle or on real estate (login required, section 6).
    app.get('/search/ban', { config: { session: 'required' } }, async (request, reply) => {
      const query = parseInput(banQuery, request.query);
      await admit('ban', request, reply);
      return banCheck(db, query, request.language);
    });
  };
}

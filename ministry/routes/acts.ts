import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actEventTraits } from '../../machines/act/act.events';
import { actEventTypes } from '../../machines/act/act.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import { exactStateNumberSchema } from '../../machines/fields/state-number';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
} from '../../machines/fields/tech-passport';
import { createAct } from '../acts/create';
import { changeNotary, changeOtherSubject, changeParty, changeRealEstate, changeVehicle } from '../acts/edit';
import { changeGeneral } from '../acts/general';
import type { Acts } from '../acts/lifecycle';
import type { ActQuotas } from '../acts/lookups';
import { actDetail, actFor, actForRid, listActs, notaryQueue } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';
import { banInLanguage } from '../registries/ban-organ';
import { findVehicle } from '../registries/vehicles';

// Acts (issue 4): creation of vehicle sales and gifts, my acts, an act's detail, its transitions, the
// notary's queue and the vehicle registry lookup. Every transition goes through ministry/acts/lifecycle.

export interface ActRoutesOptions {
  db: Database;
  acts: Acts;
  publicUrl: string;
  /** The day's limits of acts and registry lookups per applicant (decision 069). */
  quotas: ActQuotas;
}

const eventBody = z.object({
  type: z.enum(actEventTypes, { error: 'error_unknown_event' }),
  version: z
    .number({ error: 'error_wrong_version' })
    .int('error_wrong_version')
    .positive('error_wrong_version'),
  payload: z.record(z.string(), z.unknown()).default({}),
});

interface EditParams {
  uuid: string;
  id?: string;
}

const idParams = z.object({ id: recordIdSchema() });

const lookupQuery = z.object({
  stateNumber: exactStateNumberSchema,
  techPassportSeries: exactTechPassportSeriesSchema,
  techPassportNumber: exactTechPassportNumberSchema,
});

export function actRoutes({ db, acts, publicUrl, quotas }: ActRoutesOptions) {
  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };

    app.post('/notarial_act', required, async (request) => {
      const { userId } = sessionOf(request);
      return createAct(db, acts, userId, request.body, { publicUrl, language: request.language, quotas });
    });

    app.get('/notarial_act/list', required, async (request) =>
      listActs(db, sessionOf(request).userId, request.query, request.language),
    );

    // /my_notarial_act/{rid} addresses an act by its number: the client asks for its uuid first.
    app.get<{ Params: { rid: string } }>('/notarial_act/by_rid/:rid', required, async (request) => {
      const { act } = await actForRid(db, request.params.rid, sessionOf(request).userId);
      return { rid: act.id, uuid: act.uuid };
    });

    app.get<{ Params: { uuid: string } }>('/notarial_act/:uuid', required, async (request) => {
      const { userId } = sessionOf(request);
      const { act, roles } = await actFor(db, request.params.uuid, userId);
      return actDetail(db, act, roles, userId, request.language);
    });

    app.post<{ Params: { uuid: string } }>('/notarial_act/:uuid/events', required, async (request) => {
      const { userId } = sessionOf(request);
      // Access first (418 for strangers and unknown acts), then the body.
      const { act } = await actFor(db, request.params.uuid, userId);
      const body = parseInput(eventBody, request.body);
      if (actEventTraits[body.type].internal) {
        throw new MinistryError(400, 'validation_failed', {
          fields: { type: 'error_event_not_allowed_here' },
        });
      }
      await acts.transition({
        actId: act.id,
        event: { ...body.payload, type: body.type },
        expectedVersion: body.version,
        user: { kind: 'user', userId },
      });
      const fresh = await actFor(db, act.uuid, userId);
      return actDetail(db, fresh.act, fresh.roles, userId, request.language);
    });

    // Data edits in preparation (the applicant's): the notary choice again, a vehicle's price, a real
    // estate's or the other subject's data, a party's phone. Access first (418 for strangers), then the body; each answers the act's
    // detail after it.
    type Edit = (
      uuid: string,
      userId: number,
      request: FastifyRequest<{ Params: EditParams }>,
    ) => Promise<void>;
    const edit = (change: Edit) => async (request: FastifyRequest<{ Params: EditParams }>) => {
      const { userId } = sessionOf(request);
      const { act } = await actFor(db, request.params.uuid, userId);
      await change(act.uuid, userId, request);
      const fresh = await actFor(db, act.uuid, userId);
      return actDetail(db, fresh.act, fresh.roles, userId, request.language);
    };
    /** The subject or party id of the path, checked after the act's access. */
    const idOf = (request: FastifyRequest<{ Params: EditParams }>) =>
      parseInput(idParams, { id: request.params.id }).id;
    app.post(
      '/notarial_act/:uuid/notary',
      required,
      edit((uuid, userId, request) => changeNotary(db, acts, uuid, userId, request.body)),
    );
    app.post(
      '/notarial_act/:uuid/vehicles/:id',
      required,
      edit((uuid, userId, request) =>
        changeVehicle(db, acts, uuid, idOf(request), userId, request.body, { publicUrl }),
      ),
    );
    app.post(
      '/notarial_act/:uuid/real_estates/:id',
      required,
      edit((uuid, userId, request) =>
        changeRealEstate(db, acts, uuid, idOf(request), userId, request.body, { publicUrl }),
      ),
    );
    app.post(
      '/notarial_act/:uuid/other/:id',
      required,
      edit((uuid, userId, request) =>
        changeOtherSubject(db, acts, uuid, idOf(request), userId, request.body, { publicUrl }),
      ),
    );
    app.post(
      '/notarial_act/:uuid/parties/:id',
      required,
      edit((uuid, userId, request) =>
        changeParty(db, acts, uuid, idOf(request), userId, request.body, { publicUrl }),
      ),
    );

    // The notary's edit of the act's general fields while checking it (decision 080): place, free of
    // payment and its reason, attributes, linked acts. The module authorizes the act's notary.
    app.post(
      '/notarial_act/:uuid/general',
      required,
      edit((uuid, userId, request) => changeGeneral(db, acts, uuid, userId, request.body)),
    );

    app.get('/notary/queue', required, async (request) =>
      notaryQueue(db, sessionOf(request).userId, request.query, request.language),
    );

    app.get('/vehicles/lookup', required, async (request) => {
      const key = parseInput(lookupQuery, request.query);
      const record = await findVehicle(db, key);
      if (!record) throw new MinistryError(400, 'vehicle_not_found');
      const { vehicle, owners, bans, fines } = record;
      return {
        vehicle,
        // Owners by name and share only: their identity documents are theirs to give.
        owners: owners.map((o) => ({ fio: o.fio, share: o.share })),
        bans: bans.map((ban) => banInLanguage(ban, request.language)),
        fines,
      };
    });
  };
}

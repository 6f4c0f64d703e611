import { z } from 'zod';
import { type ActStepState, actStateNames, actStepStates } from '../act/act.machine';
import { actRoles, partyStatuses } from '../act/act.schema';
import { partyClasses, partyRoles } from '../act-types/party';
import { isRecordId, maxRecordId, recordIdSchema } from '../fields/record-id';
import { exactRegistryNumberSchema } from '../fields/registry-number';
import { replayResultSchema } from './replay.schema';

/**
 * The analysts' REST contract (issue 14, decision 060): what `GET /api/analysts/acts/:ref` and
 * `GET /api/analysts/stuck_acts` accept and answer. The ministry builds its answers against these
 * schemas and parses them on the way out; the gateway parses them on the way in. Every answer is
 * redacted (machines/replay/redact.ts): no PIN, passport, phone, name or face image leaves.
 * Messages are translation keys (`validation.<key>` in the ministry, `analysts:<key>` on screens).
 */

export const analystKeys = {
  wrongRef: 'error_wrong_act_ref',
  wrongPage: 'error_wrong_page',
  wrongState: 'error_wrong_state',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How an analyst names an act: its registry number, its rid (the act's number) or its uuid. */
export type ActRef =
  | { kind: 'regnum'; regnum: string }
  | { kind: 'rid'; rid: number }
  | { kind: 'uuid'; uuid: string };

/** The act a reference names, or null when it is none of the three shapes. */
export function readActRef(text: string): ActRef | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 64) return null;
  if (isRecordId(trimmed)) return { kind: 'rid', rid: Number(trimmed) };
  if (uuidPattern.test(trimmed)) return { kind: 'uuid', uuid: trimmed.toLowerCase() };
  const regnum = exactRegistryNumberSchema.safeParse(trimmed);
  return regnum.success ? { kind: 'regnum', regnum: regnum.data } : null;
}

export const actRefParamsSchema = z.object({
  ref: z
    .string({ error: analystKeys.wrongRef })
    .max(64, analystKeys.wrongRef)
    .transform((value, ctx) => {
      const ref = readActRef(value);
      if (ref === null) {
        ctx.addIssue({ code: 'custom', message: analystKeys.wrongRef });
        return z.NEVER;
      }
      return ref;
    }),
});

/** The steps an act can be stuck in: every unfinished step (registered is the end). */
export const stuckStates = actStepStates.filter((state) => state !== 'registered') as Exclude<
  ActStepState,
  'registered'
>[];
export type StuckState = (typeof stuckStates)[number];

/**
 * How long an act may stay in each step before analysts see it as stuck, in hours. The defaults
 * follow the specification's own clocks where it has them (a party has 3 days to answer; the notary
 * reviews within a working day or two); the ministry reads overrides from ANALYSTS_STEP_LIMITS
 * (`checking=48,payment=120`, see stepLimitsSchema).
 */
export const defaultStepLimitsHours: Record<StuckState, number> = {
  preparation: 14 * 24,
  checking: 48,
  applicantConfirmation: 72,
  paymentFormation: 48,
  timeSetting: 48,
  timeConfirmation: 72,
  payment: 5 * 24,
  registration: 72,
};

/** `state=hours` pairs separated by commas; unnamed steps keep their default. Hours 1..8760. */
export const stepLimitsSchema = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    const limits = { ...defaultStepLimitsHours };
    for (const pair of text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([a-zA-Z]+)=([0-9]{1,4})$/.exec(pair);
      const state = match?.[1] as StuckState | undefined;
      const hours = Number(match?.[2]);
      if (!state || !stuckStates.includes(state) || hours < 1 || hours > 8760) {
        ctx.addIssue({ code: 'custom', message: `wrong step limit: ${pair}` });
        return z.NEVER;
      }
      limits[state] = hours;
    }
    return limits;
  });
export type StepLimits = Record<StuckState, number>;

export const stuckActsPageSize = 50;
/** A list to narrow by office, notary or step, never to page through to the end. */
export const stuckActsMaxPage = 200;

const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  recordIdSchema().optional(),
);

export const stuckActsQuerySchema = z.object({
  office: optionalId,
  notary: optionalId,
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(stuckStates as [StuckState, ...StuckState[]], { error: analystKeys.wrongState }).optional(),
  ),
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: analystKeys.wrongPage })
      .int(analystKeys.wrongPage)
      .min(1, analystKeys.wrongPage)
      .max(stuckActsMaxPage, analystKeys.wrongPage),
  ),
});
export type StuckActsQuery = z.output<typeof stuckActsQuerySchema>;

const int = z.number().int();
const id = int.min(1).max(maxRecordId);
const timestamp = z.string();
const roles = z.array(z.enum(actRoles));
const stateName = z.enum(actStateNames);

/** A journal row as analysts see it: the event and its redacted payload, never a person's data. */
export const analystJournalRowSchema = z.object({
  index: int.nonnegative(),
  version: int.positive(),
  event: z.string(),
  role: z.enum(actRoles),
  userId: id.nullable(),
  fromState: stateName,
  toState: stateName,
  at: timestamp,
  /** Written before the journal kept whole events (migration 0020): replayed as far as it allows. */
  partial: z.boolean(),
  payload: z.record(z.string(), z.unknown()),
});

/** GET /api/analysts/acts/:ref */
export const analystActSchema = z.object({
  act: z.object({
    rid: id,
    uuid: z.string(),
    regnum: z.string().nullable(),
    typeId: id,
    officeId: id,
    notaryId: id.nullable(),
    state: stateName,
    step: int.min(1).max(9),
    simplified: z.boolean(),
    awaiting: roles,
    version: int.positive(),
    instime: timestamp,
    updatedAt: timestamp,
    /** When the act entered its current state. */
    stateSince: timestamp,
    /** Parties by role and answer only: no names, PINs, passports or phones. */
    parties: z.array(
      z.object({
        id: z.string(),
        role: z.enum(partyRoles),
        class: z.enum(partyClasses),
        applicant: z.boolean(),
        required: z.boolean(),
        status: z.enum(partyStatuses).nullable(),
      }),
    ),
  }),
  journal: z.array(analystJournalRowSchema),
  replay: replayResultSchema,
  /** Whether the replay ends where the ministry's stored act is (state and context). */
  matchesStored: z.boolean(),
});
export type AnalystAct = z.infer<typeof analystActSchema>;

/** GET /api/analysts/stuck_acts */
export const stuckActsSchema = z.object({
  /** The instant the list was computed for (ISO). */
  asOf: timestamp,
  limits: z.array(z.object({ state: z.enum(stuckStates), step: int, hours: int.positive() })),
  /** Every stuck act matching the filters, by step and by who must act, oldest first. */
  groups: z.array(
    z.object({
      state: z.enum(stuckStates),
      step: int,
      awaiting: roles,
      count: int.nonnegative(),
      oldestSince: timestamp,
    }),
  ),
  items: z.array(
    z.object({
      rid: id,
      uuid: z.string(),
      typeId: id,
      officeId: id,
      notaryId: id.nullable(),
      state: z.enum(stuckStates),
      step: int,
      awaiting: roles,
      since: timestamp,
      /** Hours in the step so far, and the step's limit. */
      hours: z.number().nonnegative(),
      limitHours: int.positive(),
    }),
  ),
  total: int.nonnegative(),
  page: int.positive(),
  pageSize: int.positive(),
});
export type StuckActs = z.infer<typeof stuckActsSchema>;

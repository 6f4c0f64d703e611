import { z } from 'zod';
import { exactPinSchema } from '../fields/pin';
import { recordIdSchema } from '../fields/record-id';
import { searchKey, searchKeyInputLimit } from '../text/search-key';

/**
 * User administration (issue 13, decision 056): the roles a portal user may hold, the list's query
 * and the administrator's changes, shared by the ministry (which enforces them) and the screens
 * (which ask only what is valid). Messages are translation keys: `validation.<key>` in the
 * ministry's catalogue, `adminUsers:<key>` on the screens.
 */

/**
 * Every role of the user record's list. An applicant is what every portal user is at least; a
 * moderator hides and restores reported reviews of notaries (decision 072).
 */
export const portalRoles = ['applicant', 'notary', 'admin', 'analyst', 'moderator'] as const;
export type PortalRole = (typeof portalRoles)[number];

/**
 * Roles one administrator cannot give alone (decision 072): an administrator's grant of these is
 * recorded as pending, and a second administrator approves or rejects it. The administrator role
 * holds every other power, the notary role the power to register acts with legal force.
 */
export const rolesNeedingApproval = ['admin', 'notary'] as const satisfies readonly PortalRole[];
export const needsApproval = (role: PortalRole): boolean =>
  (rolesNeedingApproval as readonly PortalRole[]).includes(role);

/** What a second administrator decides about a pending grant. */
export const grantDecisions = ['approve', 'reject'] as const;
export type GrantDecision = (typeof grantDecisions)[number];

export const userStates = ['active', 'blocked'] as const;
export type UserState = (typeof userStates)[number];

export const adminUsersPageSize = 20;
/** Pages beyond this are refused: a list to narrow by search, never to page through. */
export const adminUsersMaxPage = 500;

export const reasonLimits = { min: 3, max: 500 } as const;
export const licenseNumberPattern = /^N-[0-9]{6}$/;

/** What the list's query box holds, read as the ministry searches it. */
export type UserQuery =
  | { kind: 'pin'; pin: string }
  | { kind: 'passport'; passserial: string; passnum: string }
  | { kind: 'name'; key: string };

/**
 * A PIN is 14 digits, a passport two letters and seven digits (a space between allowed); anything
 * else is a name in either script, searched by its search key (machines/text/search-key.ts).
 */
export function readUserQuery(text: string): UserQuery | null {
  const trimmed = text.trim();
  if (exactPinSchema.safeParse(trimmed).success) return { kind: 'pin', pin: trimmed };
  const passport = /^([A-Za-z]{2})\s?([0-9]{7})$/.exec(trimmed);
  if (passport) return { kind: 'passport', passserial: passport[1]!.toUpperCase(), passnum: passport[2]! };
  const key = searchKey(trimmed);
  return key.replace(/ /g, '').length >= 2 ? { kind: 'name', key } : null;
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: message }).optional());

export const adminUsersQuerySchema = z.object({
  q: z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    z
      .string({ error: 'error_admin_query' })
      .max(searchKeyInputLimit, 'error_admin_query_too_long')
      .refine((value) => readUserQuery(value) !== null, 'error_admin_query_too_short')
      .optional(),
  ),
  role: optionalEnum(portalRoles, 'error_admin_role'),
  state: optionalEnum(userStates, 'error_admin_state'),
  deleted: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value === 'true' || value === true),
    z.boolean().optional(),
  ),
  // Only the users with a grant waiting for a second administrator (decision 072).
  pending: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value === 'true' || value === true),
    z.boolean().optional(),
  ),
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'error_admin_page' })
      .int('error_admin_page')
      .min(1, 'error_admin_page')
      .max(adminUsersMaxPage, 'error_admin_page'),
  ),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const reasonSchema = z
  .string({ error: 'error_reason_required' })
  .trim()
  .min(reasonLimits.min, 'error_reason_required')
  .max(reasonLimits.max, 'error_reason_too_long');

export const notaryGrantSchema = z.object({
  officeId: recordIdSchema('error_unknown_office'),
  licenseNumber: z
    .string({ error: 'error_license_number' })
    .trim()
    .toUpperCase()
    .regex(licenseNumberPattern, 'error_license_number'),
});

const roleSchema = z.enum(portalRoles, { error: 'error_admin_role' });

/** One change an administrator makes to a user, always with its reason. */
export const userChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('grant'),
      role: roleSchema,
      notary: notaryGrantSchema.optional(),
      reason: reasonSchema,
    }),
    z.object({ action: z.literal('revoke'), role: roleSchema, reason: reasonSchema }),
    z.object({ action: z.literal('block'), reason: reasonSchema }),
    z.object({ action: z.literal('unblock'), reason: reasonSchema }),
    z.object({ action: z.literal('delete'), reason: reasonSchema }),
  ],
  { error: 'error_admin_action' },
);
export type UserChange = z.output<typeof userChangeSchema>;
export const userChangeActions = ['grant', 'revoke', 'block', 'unblock', 'delete'] as const;
export type UserChangeAction = (typeof userChangeActions)[number];

/**
 * What the administrators' journal records: the changes, and for a grant that needs a second
 * administrator its request and the decision on it (decision 072).
 */
export const userJournalActions = [...userChangeActions, 'request', 'approve', 'reject'] as const;
export type UserJournalAction = (typeof userJournalActions)[number];

/** A second administrator's decision on a pending grant, with its reason. */
export const grantDecisionSchema = z.object({
  decision: z.enum(grantDecisions, { error: 'error_grant_decision' }),
  reason: reasonSchema,
});
export type GrantDecisionInput = z.output<typeof grantDecisionSchema>;

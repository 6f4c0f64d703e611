import { ageOn } from '../clock/clock';
import { type CalendarDate, compareDates } from '../fields/calendar-date';
import { type Right, rightTraits } from './rights';

/**
 * The business rules of section 5, a closed list. A type names the rules that apply to it
 * (act-types.ts). A rule either reads only the act's input (`needs: 'input'`: validateActInput runs
 * it) or needs the seeded registries (real estate owners, civil records, enforcement debts, bans,
 * existing acts and powers of attorney: `needs: 'registries'`), which the ministry will run in a
 * later slice; those are declared here with their message, and where a rule has a pure core (the
 * delegation's term), that core is here too. `outcome: 'inPerson'` is the one rule that does not
 * refuse: the act is created to be made in person and the user is told why.
 */
export const ruleIds = [
  'coOwnersMustJoin',
  'deceasedPartyBlocks',
  'enforcementDebtBlocks',
  'subjectBansBlock',
  'duplicateUnfinishedAct',
  'childNeedsBirthRecord',
  'selfDepartureFrom15',
  'generalPoaNoPropertyRights',
  'realEstatePoaNoDisposal',
  'delegationWithinBaseTerm',
  'residenceConsentByOwner',
  'coOwnedDeceasedGoesInPerson',
] as const;
export type RuleId = (typeof ruleIds)[number];

export interface RuleTraits {
  needs: 'input' | 'registries';
  outcome: 'refuse' | 'inPerson';
  /** Translation key of the refusal or the explanation, under each place's `validation.`. */
  messageKey: string;
}

const refuse = (needs: RuleTraits['needs'], messageKey: string): RuleTraits => ({
  needs,
  outcome: 'refuse',
  messageKey,
});

export const ruleTraits: Readonly<Record<RuleId, RuleTraits>> = {
  coOwnersMustJoin: refuse('registries', 'error_rule_co_owners_must_join'),
  deceasedPartyBlocks: refuse('registries', 'error_rule_deceased_party'),
  enforcementDebtBlocks: refuse('registries', 'error_rule_enforcement_debt'),
  subjectBansBlock: refuse('registries', 'error_rule_subject_bans'),
  duplicateUnfinishedAct: refuse('registries', 'error_rule_duplicate_unfinished_act'),
  childNeedsBirthRecord: refuse('registries', 'error_rule_child_needs_birth_record'),
  selfDepartureFrom15: refuse('input', 'error_rule_self_departure_from_15'),
  generalPoaNoPropertyRights: refuse('input', 'error_rule_general_poa_no_property_rights'),
  realEstatePoaNoDisposal: refuse('input', 'error_rule_real_estate_poa_no_disposal'),
  delegationWithinBaseTerm: refuse('registries', 'error_rule_delegation_within_base_term'),
  residenceConsentByOwner: refuse('registries', 'error_rule_residence_consent_by_owner'),
  coOwnedDeceasedGoesInPerson: {
    needs: 'registries',
    outcome: 'inPerson',
    messageKey: 'notice_rule_co_owned_deceased_in_person',
  },
};

/** Another message of the age rule: a minor who does not travel alone needs an escort. */
export const escortRequiredKey = 'error_rule_escort_required';
/** And one who travels alone has none. */
export const escortNotAllowedKey = 'error_rule_escort_not_allowed';

/** Section 9: self-departure from age 15. */
export const selfDepartureMinimumAge = 15;

/** Whether a minor born on `birth` may travel abroad alone on `today` (section 5: from age 15). */
export const maySelfDepart = (birth: CalendarDate, today: CalendarDate) =>
  ageOn(birth, today) >= selfDepartureMinimumAge;

export type EscortCheck = 'ok' | 'tooYoungToTravelAlone' | 'escortRequired' | 'escortNotAllowed';

/**
 * A minor's trip (15034): travelling alone needs age 15, and then no escort is named; otherwise an
 * escort is needed.
 */
export function checkEscort(trip: {
  selfDeparture: boolean;
  birth: CalendarDate;
  today: CalendarDate;
  escorts: number;
}): EscortCheck {
  if (!trip.selfDeparture) return trip.escorts > 0 ? 'ok' : 'escortRequired';
  if (!maySelfDepart(trip.birth, trip.today)) return 'tooYoungToTravelAlone';
  return trip.escorts === 0 ? 'ok' : 'escortNotAllowed';
}

/** 11651: the rights a general power of attorney may not grant (over real estate or vehicles). */
export const propertyRights = (granted: readonly Right[]) =>
  granted.filter((right) => rightTraits[right].domain !== 'general');

/** 105: the rights a real-estate power of attorney may not grant (sale, gift, pledge, exchange). */
export const disposalRights = (granted: readonly Right[]) =>
  granted.filter((right) => 'disposal' in rightTraits[right]);

/**
 * 11680: a delegation's term may not exceed the base power of attorney's: it may not begin before
 * the base's term begins nor end after it ends. The base is read from the registry of powers of
 * attorney (a later slice); this is the comparison.
 */
export function delegationWithinBaseTerm(
  base: { from: CalendarDate; to: CalendarDate },
  delegation: { from: CalendarDate; to: CalendarDate },
): boolean {
  return compareDates(delegation.from, base.from) >= 0 && compareDates(delegation.to, base.to) <= 0;
}

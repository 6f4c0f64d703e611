import type { RelationshipDegree } from './relationship';
import {
  type FeeBasisKey,
  type FeeRate,
  type FeeRule,
  type Tariff,
  type TariffActType,
  tariff,
} from './tariff';

export interface FeeInput {
  actType: TariffActType;
  /** The transaction value in tiyin (a sale's price, a gift's valuation), where the rate needs one. */
  value?: number;
  /** How the receiving party is related to the one who gives or grants. */
  relationship?: RelationshipDegree;
  /** The base calculation amount (BHM) in tiyin, as the host is configured (`defaultBaseAmount`). */
  baseAmount: number;
}

export interface Fee {
  /** Tiyin, whole. */
  stateFee: number;
  /** Tiyin, whole; only where the type's rule charges one. */
  serviceFee?: number;
  /** Translation keys of locales/<locale>/money.json: the act type's basis first, then what changed it. */
  basis: FeeBasisKey[];
}

export interface AppliedRule {
  stateFee: FeeRate;
  serviceFee?: FeeRate;
  basis: FeeBasisKey[];
}

/** The rule as it applies to these parties: the first reduction that names their relationship, if any. */
export function applied(rule: FeeRule, relationship: RelationshipDegree | undefined): AppliedRule {
  const reduction =
    relationship === undefined
      ? undefined
      : rule.reductions?.find((candidate) => candidate.relationships.includes(relationship));
  return {
    stateFee: reduction?.rate ?? rule.stateFee,
    ...(rule.serviceFee === undefined ? {} : { serviceFee: rule.serviceFee }),
    basis: reduction === undefined ? [rule.basis] : [rule.basis, reduction.basis],
  };
}

/**
 * Whether the fee for these parties depends on the transaction value, so that a form asks for it
 * (a vehicle sold to a stranger does; the same vehicle sold to a son does not).
 */
export function needsValue(
  actType: TariffActType,
  relationship?: RelationshipDegree,
  table: Tariff = tariff,
): boolean {
  const rule = applied(table[actType], relationship);
  return [rule.stateFee, rule.serviceFee].some((rate) => rate?.ofValue !== undefined);
}

function tiyinOf(amount: number, what: string): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of tiyin`);
  }
  return BigInt(amount);
}

/** Basis points of an amount, rounded half up to whole tiyin. */
const points = (amount: bigint, basisPoints: number | undefined) => amount * BigInt(basisPoints ?? 0);
const rounded = (tenThousandths: bigint) => (tenThousandths + 5_000n) / 10_000n;

function charge(rate: FeeRate, base: bigint, value: bigint): { amount: number; atMinimum: boolean } {
  const sum = rounded(points(base, rate.ofBase) + points(value, rate.ofValue));
  const minimum = rounded(points(base, rate.minOfBase));
  const amount = sum < minimum ? minimum : sum;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('the fee is beyond the safe integer range');
  return { amount: Number(amount), atMinimum: sum < minimum };
}

/**
 * The state fee (and the service fee, where charged) for an act, in whole tiyin, with its basis.
 * The host validates what a person typed with `feeInputSchema` first; here a wrong input is a
 * programming error and throws a RangeError.
 */
export function computeFee(input: FeeInput, table: Tariff = tariff): Fee {
  const base = tiyinOf(input.baseAmount, 'the base amount');
  if (base === 0n) throw new RangeError('the base amount must be positive');
  const rule = table[input.actType];
  if (rule === undefined) throw new RangeError(`no fee rule for act type ${input.actType}`);
  if (input.value === undefined && needsValue(input.actType, input.relationship, table)) {
    throw new RangeError(`the fee of act type ${input.actType} needs the transaction value`);
  }
  const value = input.value === undefined ? 0n : tiyinOf(input.value, 'the transaction value');
  const { stateFee, serviceFee, basis } = applied(rule, input.relationship);

  const state = charge(stateFee, base, value);
  const service = serviceFee === undefined ? undefined : charge(serviceFee, base, value);
  if (state.atMinimum || service?.atMinimum) basis.push('basis.minimum');
  if (service !== undefined) basis.push('basis.serviceFee');
  if ([stateFee, serviceFee].some((rate) => rate?.source === 'sandbox')) basis.push('basis.sandboxRate');
  return {
    stateFee: state.amount,
    ...(service === undefined ? {} : { serviceFee: service.amount }),
    basis,
  };
}

import { z } from 'zod';
import { applied, computeFee, needsValue } from './fee';
import type { RelationshipDegree } from './relationship';
import {
  type FeeBasisKey,
  type FeeRate,
  type Tariff,
  type TariffActType,
  tariff,
  tariffActTypes,
} from './tariff';

/**
 * The fee of one act as its invoices carry it (decision 040): what `computeFee` gives, split per
 * invoice purpose, with the rate and the reduction that made each amount. The ministry answers it
 * (GET /api/notarial_act/{uuid}/fee), the notary's invoice dialog is prefilled with it, and an
 * invoice whose amount differs from it needs the notary's reason (`invoiceNeedsReason`).
 */

/** The purposes of an invoice (invoices.purpose): the state fee and the notary's service fee. */
export const invoicePurposes = ['state_fee', 'service'] as const;
export type InvoicePurpose = (typeof invoicePurposes)[number];
export const invoicePurposeSchema = z.enum(invoicePurposes);

export interface InvoiceFee {
  purpose: InvoicePurpose;
  /** Tiyin, whole. */
  amount: number;
  /** The rate charged, as the tariff writes it (basis points of the base amount and/or the value). */
  rate: FeeRate;
  /** Keys of locales/<locale>/money.json: the act type's basis, the reduction's, then the notes. */
  basis: FeeBasisKey[];
}

export interface ActFee {
  /** The base calculation amount (BHM) the fee was computed with, tiyin. */
  baseAmount: number;
  /** The transaction value the rate took a share of, tiyin; absent where the rate needs none. */
  value?: number;
  /** The relationship whose reduction applied; absent when none did. */
  reduction?: RelationshipDegree;
  invoices: InvoiceFee[];
}

export interface ActFeeInput {
  actType: number;
  /** The transaction value in tiyin (a sale's price, else the subject's valuation), if the act has one. */
  value?: number | undefined;
  /**
   * The relationship degree of each receiving party (buyer, donee, attorney), `undefined` where the
   * party names none. A reduction applies only when it applies to every one of them.
   */
  relationships: readonly (RelationshipDegree | undefined)[];
  /**
   * Whether a party claimed a degree that would reduce the fee and the civil registry did not confirm
   * it (decision 076): that party is in `relationships` as naming none, and the state fee's basis ends
   * with section 8's "no relationship found".
   */
  relationshipNotFound?: boolean;
  baseAmount: number;
}

export const isTariffActType = (value: number): value is TariffActType =>
  (tariffActTypes as readonly number[]).includes(value);

/**
 * The act's fee, or null where none can be computed (a type without a rule, a value the rate needs
 * and the act does not give). With several receiving parties the highest fee is charged: a
 * reduction is for a transfer between relatives, and one stranger among them makes it not one.
 */
export function actFee(input: ActFeeInput, table: Tariff = tariff): ActFee | null {
  if (!isTariffActType(input.actType)) return null;
  const actType = input.actType;
  const relationships = input.relationships.length === 0 ? [undefined] : input.relationships;
  const candidates = relationships.flatMap((relationship) => {
    if (input.value === undefined && needsValue(actType, relationship, table)) return [];
    const fee = computeFee(
      {
        actType,
        baseAmount: input.baseAmount,
        ...(input.value === undefined ? {} : { value: input.value }),
        ...(relationship === undefined ? {} : { relationship }),
      },
      table,
    );
    return [{ fee, relationship }];
  });
  if (candidates.length < relationships.length) return null;
  const total = (fee: { stateFee: number; serviceFee?: number }) => fee.stateFee + (fee.serviceFee ?? 0);
  const chosen = candidates.reduce((most, candidate) =>
    total(candidate.fee) > total(most.fee) ? candidate : most,
  );
  const rule = applied(table[actType], chosen.relationship);
  const reduced = rule.basis.length > 1;
  const invoices: InvoiceFee[] = [
    {
      purpose: 'state_fee',
      amount: chosen.fee.stateFee,
      rate: rule.stateFee,
      basis: [
        ...chosen.fee.basis.filter((key) => key !== 'basis.serviceFee'),
        ...(input.relationshipNotFound ? (['basis.relationshipNotFound'] as const) : []),
      ],
    },
  ];
  if (chosen.fee.serviceFee !== undefined && rule.serviceFee !== undefined) {
    invoices.push({
      purpose: 'service',
      amount: chosen.fee.serviceFee,
      rate: rule.serviceFee,
      basis: ['basis.serviceFee'],
    });
  }
  const usesValue = invoices.some((invoice) => invoice.rate.ofValue !== undefined);
  return {
    baseAmount: input.baseAmount,
    ...(usesValue && input.value !== undefined ? { value: input.value } : {}),
    ...(reduced && chosen.relationship !== undefined ? { reduction: chosen.relationship } : {}),
    invoices,
  };
}

/** What the reason rule reads of a fee: the computed amount of each purpose (a GraphQL answer will do). */
export interface ComputedInvoices {
  invoices: readonly { purpose: InvoicePurpose; amount: number }[];
}

/** The computed amount of a purpose, tiyin; undefined where the fee charges none or is unknown. */
export function computedAmount(fee: ComputedInvoices | null, purpose: InvoicePurpose) {
  return fee?.invoices.find((invoice) => invoice.purpose === purpose)?.amount;
}

/**
 * Whether an invoice the notary issues needs their reason: its purpose has a computed amount and
 * the invoice asks another one. An invoice of a purpose the fee does not charge (a service fee the
 * tariff names none for) is the notary's own price and needs none.
 */
export function invoiceNeedsReason(
  fee: ComputedInvoices | null,
  invoice: { purpose: InvoicePurpose; amountTiyin: number },
): boolean {
  const computed = computedAmount(fee, invoice.purpose);
  return computed !== undefined && computed !== invoice.amountTiyin;
}

/** The notary's reason for an amount other than the computed one: their words, bounded. */
export const feeReasonKeys = {
  required: 'error_required_fee_reason',
  tooLong: 'error_fee_reason_too_long',
} as const;
export const maxFeeReason = 500;
export const feeReasonSchema = z.string().trim().max(maxFeeReason, feeReasonKeys.tooLong);

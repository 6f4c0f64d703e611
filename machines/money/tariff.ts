import { closeRelatives, closeRelativesWithNephews, type RelationshipDegree } from './relationship';

/**
 * The state-fee tariff as data (specification section 9), one rule per act type of section 3.
 *
 * Rates are basis points (10 000 = 100 %) of the base calculation amount (BHM, "bazaviy hisoblash
 * miqdori", an input of `computeFee`) and/or of the transaction value, so the arithmetic stays in
 * whole numbers. The specification gives two rates only: 5 % for a vehicle transfer between close
 * relatives and 50 % for a vehicle power of attorney to close relatives, nephews and nieces
 * included, both read as shares of the BHM (decision 032). Every other rate here is a sandbox value
 * standing in for one the specification does not give, marked `source: 'sandbox'`; the fee's basis
 * then says so (`basis.sandboxRate`), and no one should read it as the law.
 */

/** The act types of specification section 3. */
export const tariffActTypes = [
  1, 4, 9, 101, 105, 11651, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036,
] as const;
export type TariffActType = (typeof tariffActTypes)[number];

/**
 * The base calculation amount the hosts configure when they are given none, in tiyin: 375 000
 * so'm, the BHM in force from 1 August 2024 (decision 032). It changes by decree, so it is a
 * setting, never a constant in a rule.
 */
export const defaultBaseAmount = 37_500_000;

/** The legal basis of a fee, a key of locales/<locale>/money.json. */
export const feeBasisKeys = [
  'basis.vehicleSale',
  'basis.vehicleGift',
  'basis.vehicleTransferCloseRelatives',
  'basis.pledge',
  'basis.vehiclePowerOfAttorney',
  'basis.vehiclePowerOfAttorneyCloseRelatives',
  'basis.realEstatePowerOfAttorney',
  'basis.generalPowerOfAttorney',
  'basis.delegation',
  'basis.residenceConsent',
  'basis.translation',
  'basis.inheritanceRenunciation',
  'basis.spouseConsent',
  'basis.minorTravel',
  'basis.minorEscort',
  'basis.minorResidence',
  'basis.serviceFee',
  'basis.minimum',
  'basis.sandboxRate',
  // Section 8's "no relationship found": a claimed degree the civil registry does not confirm, charged
  // at the full rate (decision 076).
  'basis.relationshipNotFound',
] as const;
export type FeeBasisKey = (typeof feeBasisKeys)[number];

/** Where a rate comes from. */
export const rateSources = ['specification', 'sandbox'] as const;
export type RateSource = (typeof rateSources)[number];

/** A basis key without its namespace prefix: the value of the GraphQL enum FeeBasis (decision 040). */
export type FeeBasisName = FeeBasisKey extends `basis.${infer Name}` ? Name : never;
export const feeBasisNames = feeBasisKeys.map((key) => key.slice('basis.'.length) as FeeBasisName);

/** A charge: the sum of its shares, and at least its minimum. */
export interface FeeRate {
  /** Share of the base calculation amount, basis points. */
  ofBase?: number;
  /** Share of the transaction value, basis points. */
  ofValue?: number;
  /** The least the charge comes to, as a share of the base calculation amount, basis points. */
  minOfBase?: number;
  source: RateSource;
}

/** A lower rate when the parties are related as listed. */
export interface FeeReduction {
  relationships: readonly RelationshipDegree[];
  basis: FeeBasisKey;
  rate: FeeRate;
}

export interface FeeRule {
  basis: FeeBasisKey;
  stateFee: FeeRate;
  /** The first reduction whose list holds the relationship applies. */
  reductions?: readonly FeeReduction[];
  /**
   * The notary's fee for legal and technical work, where one is charged. The specification names
   * none, so no rule of the sandbox tariff has one (decision 032).
   */
  serviceFee?: FeeRate;
}

export type Tariff = Readonly<Record<TariffActType, FeeRule>>;

// Sandbox: one BHM for an act without a value; a vehicle contract 1 % of its value, at least one BHM.
const oneBase: FeeRate = { ofBase: 10_000, source: 'sandbox' };
const vehicleContract: FeeRate = { ofValue: 100, minOfBase: 10_000, source: 'sandbox' };

const vehicleTransferToRelatives: FeeReduction = {
  relationships: closeRelatives,
  basis: 'basis.vehicleTransferCloseRelatives',
  rate: { ofBase: 500, source: 'specification' },
};

export const tariff: Tariff = {
  1: { basis: 'basis.vehicleSale', stateFee: vehicleContract, reductions: [vehicleTransferToRelatives] },
  4: { basis: 'basis.vehicleGift', stateFee: vehicleContract, reductions: [vehicleTransferToRelatives] },
  9: { basis: 'basis.pledge', stateFee: oneBase },
  101: {
    basis: 'basis.vehiclePowerOfAttorney',
    stateFee: oneBase,
    reductions: [
      {
        relationships: closeRelativesWithNephews,
        basis: 'basis.vehiclePowerOfAttorneyCloseRelatives',
        rate: { ofBase: 5_000, source: 'specification' },
      },
    ],
  },
  105: { basis: 'basis.realEstatePowerOfAttorney', stateFee: oneBase },
  11651: { basis: 'basis.generalPowerOfAttorney', stateFee: oneBase },
  11680: { basis: 'basis.delegation', stateFee: oneBase },
  11944: { basis: 'basis.residenceConsent', stateFee: oneBase },
  11962: { basis: 'basis.translation', stateFee: oneBase },
  12047: { basis: 'basis.inheritanceRenunciation', stateFee: oneBase },
  15003: { basis: 'basis.spouseConsent', stateFee: oneBase },
  15034: { basis: 'basis.minorTravel', stateFee: oneBase },
  15035: { basis: 'basis.minorEscort', stateFee: oneBase },
  15036: { basis: 'basis.minorResidence', stateFee: oneBase },
};

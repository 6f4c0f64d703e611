import { z } from 'zod';

/**
 * The rights a power of attorney grants (section 3, "granted rights"), a closed list so the rules of
 * section 5 can read them: each right says what it is over (a vehicle, real estate, or neither) and,
 * for a disposal, which one. The specification names the kinds the rules forbid (rights over real
 * estate or vehicles for 11651; sale, gift, pledge or exchange for 105) but not the list itself:
 * the list is ours, from common notarial practice (docs/decisions/033-act-type-registry.md). Ids are
 * identifiers so they can be a GraphQL enum as they are; names in actTypes:rights.<id>.
 */
export type RightDomain = 'vehicle' | 'realEstate' | 'general';
export type Disposal = 'sale' | 'gift' | 'pledge' | 'exchange';

interface RightTraits {
  domain: RightDomain;
  disposal?: Disposal;
}

export const rightTraits = {
  vehicleDrive: { domain: 'vehicle' },
  vehicleManage: { domain: 'vehicle' },
  vehicleRegister: { domain: 'vehicle' },
  vehicleSell: { domain: 'vehicle', disposal: 'sale' },
  vehicleGive: { domain: 'vehicle', disposal: 'gift' },
  vehiclePledge: { domain: 'vehicle', disposal: 'pledge' },
  realEstateManage: { domain: 'realEstate' },
  realEstateRent: { domain: 'realEstate' },
  realEstateRegister: { domain: 'realEstate' },
  realEstateSell: { domain: 'realEstate', disposal: 'sale' },
  realEstateGive: { domain: 'realEstate', disposal: 'gift' },
  realEstatePledge: { domain: 'realEstate', disposal: 'pledge' },
  realEstateExchange: { domain: 'realEstate', disposal: 'exchange' },
  representInCourt: { domain: 'general' },
  representInOrganisations: { domain: 'general' },
  manageBankAccounts: { domain: 'general' },
  receivePayments: { domain: 'general' },
  receiveDocuments: { domain: 'general' },
} as const satisfies Record<string, RightTraits>;

export type Right = keyof typeof rightTraits;
export const rights = Object.keys(rightTraits) as Right[];

export const rightKeys = { wrong: 'error_wrong_right', required: 'error_required_rights' } as const;

export const rightSchema = z.enum(rights as [Right, ...Right[]], { error: rightKeys.wrong });

/**
 * The granted rights of an attorney (section 3: "granted rights (info, delegation flag)"): at least
 * one right, each once, and whether the attorney may delegate them (the base of a 11680).
 */
export const grantedRightsSchema = z.object(
  {
    rights: z
      .array(rightSchema, { error: rightKeys.required })
      .min(1, rightKeys.required)
      .max(rights.length, rightKeys.wrong)
      .refine((list) => new Set(list).size === list.length, rightKeys.wrong),
    delegation: z.boolean({ error: rightKeys.wrong }).default(false),
  },
  { error: rightKeys.required },
);

export type GrantedRights = z.output<typeof grantedRightsSchema>;

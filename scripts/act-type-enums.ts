import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  billTypes,
  proxyClasses,
  rentTypes,
  transferTypes,
  tripPurposes,
} from '../machines/act-types/act-fields';
import { actTypeKeys } from '../machines/act-types/act-types';
import { partyClasses, partyRoles } from '../machines/act-types/party';
import { rights } from '../machines/act-types/rights';
import { cadastreTypes, consentTypes, ownershipForms, paymentMethods } from '../machines/act-types/subjects';
import { invoicePurposes } from '../machines/money/act-fee';
import { relationshipDegrees } from '../machines/money/relationship';
import { feeBasisNames, rateSources } from '../machines/money/tariff';
import { cliArgs } from './support/cli-args';

// The act-type registry's closed lists as GraphQL enums (docs/decisions/035-act-types-create.md):
// `npx tsx scripts/act-type-enums.ts` (part of `npm run codegen`) writes schema/act-type-enums.graphql,
// and tests/act-types-vocabulary.test.ts fails when the file and the registry disagree.

export const actTypeEnums: readonly { name: string; description: string; values: readonly string[] }[] = [
  {
    name: 'ActTypeKey',
    description: 'An act type of the registry (machines/act-types).',
    values: actTypeKeys,
  },
  { name: 'PartyRole', description: "A party's role in an act.", values: partyRoles },
  { name: 'PartyClass', description: 'A physical person or a legal entity.', values: partyClasses },
  { name: 'Right', description: 'A right a power of attorney grants.', values: rights },
  { name: 'TripPurpose', description: "The purpose of a minor's trip abroad.", values: tripPurposes },
  {
    name: 'RelationshipDegree',
    description: "A party's relationship to the other party (the state fee's reductions).",
    values: relationshipDegrees,
  },
  { name: 'ConsentType', description: 'What a spouse consents to.', values: consentTypes },
  { name: 'PaymentMethod', description: 'How a deal is paid.', values: paymentMethods },
  { name: 'CadastreType', description: 'Residential or non-residential real estate.', values: cadastreTypes },
  // Issue 28 (docs/decisions/081-type-specific-act-fields.md).
  {
    name: 'OwnershipForm',
    description: 'The form of ownership real estate is held in.',
    values: ownershipForms,
  },
  { name: 'BillType', description: 'A promissory note or a bill of exchange.', values: billTypes },
  { name: 'RentType', description: 'How an attorney may let a property.', values: rentTypes },
  { name: 'ProxyClass', description: "A power of attorney's class by its scope.", values: proxyClasses },
  {
    name: 'TransferType',
    description: 'On what footing the subject passes to the attorney.',
    values: transferTypes,
  },
  {
    name: 'FeeBasis',
    description:
      "The legal basis of a fee (machines/money's feeBasisKeys without `basis.`; text money:basis.<value>).",
    values: feeBasisNames,
  },
  {
    name: 'FeeRateSource',
    description: 'Where a fee rate comes from: the specification or a sandbox value.',
    values: rateSources,
  },
  {
    name: 'InvoicePurpose',
    description: "An invoice's purpose: the state fee or the notary's service.",
    values: invoicePurposes,
  },
];

export const actTypeEnumsFile = fileURLToPath(new URL('../schema/act-type-enums.graphql', import.meta.url));

export function renderActTypeEnums(): string {
  const header = [
    '# Generated from the act-type registry (machines/act-types) by scripts/act-type-enums.ts: do not edit.',
    '# tests/act-types-vocabulary.test.ts holds every enum equal to its list.',
  ];
  const enums = actTypeEnums.map(
    (e) => `"${e.description}"\nenum ${e.name} {\n${e.values.map((v) => `  ${v}`).join('\n')}\n}`,
  );
  return `${[header.join('\n'), ...enums].join('\n\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  cliArgs({
    usage: `usage: npx tsx scripts/act-type-enums.ts   (the first half of npm run codegen)

Writes the act vocabulary's GraphQL enums (act types, party roles, rights, subjects, fees) from
machines/ into schema/act-type-enums.graphql, when they changed; npm run codegen then runs graphql-codegen.

  -h, --help  this text`,
    options: {},
  });
  const text = renderActTypeEnums();
  const before = await readFile(actTypeEnumsFile, 'utf8').catch(() => '');
  if (before !== text) await writeFile(actTypeEnumsFile, text);
}

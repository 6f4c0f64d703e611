import { Box, Heading, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { groupParts, isGroupName } from '../../../machines/act-form/act-form.fields';
import { choiceLabelKey, fieldLabelKey } from '../../../machines/act-types/labels';
import { type PartyFieldName, partyFields } from '../../../machines/act-types/party';
import { formatDate } from './act-format';
import { countryNames } from './country-names';
import type { ActDetail } from './use-act';
import { Fields } from './vehicle-details';

type Party = ActDetail['parties'][number];
type Client = NonNullable<ActDetail['client']>;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The party fields a party carries, in the registry's order (party.ts), with the registry's data of it. */
function hasDetails(party: Party): boolean {
  const fields = (party.fields ?? {}) as Readonly<Record<string, unknown>>;
  return (
    given(party.gender) ||
    given(party.birthPlace) ||
    given(party.regAddress) ||
    Object.keys(partyFields).some((name) => given(fields[name]))
  );
}

/**
 * One party's fields below its row of the parties tab (decision 082): what the registry held of it
 * when it was added (only when the ministry disclosed it) and every party field the applicant typed,
 * each by its kind with the registry's words. Folded in a native disclosure, so it opens by
 * keyboard and a screen reader says whether it is open.
 */
export function PartyDetailsRow({
  party,
  parties,
  columns,
}: {
  party: Party;
  parties: readonly Party[];
  columns: number;
}) {
  const { t } = useTranslation(['acts', 'actTypes']);
  if (!hasDetails(party)) return null;
  const fields = (party.fields ?? {}) as Readonly<Record<string, unknown>>;
  const items: [string, string][] = [
    [t('parties.gender'), party.gender ? t(`parties.genders.${party.gender}`) : ''],
    [t('parties.birthPlace'), party.birthPlace ?? ''],
    [t('parties.regAddress'), party.regAddress ?? ''],
    ...(Object.keys(partyFields) as PartyFieldName[])
      .filter((name) => given(fields[name]))
      .map(
        (name) =>
          [t(fieldLabelKey('party', name)), fieldText(name, fields[name], parties, t)] as [string, string],
      ),
  ];
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} pt="0">
        <Box as="details">
          <Box as="summary" cursor="pointer" color="fg.muted" fontSize="sm">
            {/* Named "Details: <name>" for a screen reader, the visible word first (WCAG 2.5.3). */}
            {t('parties.details')}
            <VisuallyHidden>{`: ${party.orgName ?? party.fio ?? ''}`}</VisuallyHidden>
          </Box>
          <Box pt="2">
            <Fields items={items} />
          </Box>
        </Box>
      </Table.Cell>
    </Table.Row>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** A party field's value in words, by the field's kind (the print form writes the same). */
function fieldText(name: PartyFieldName, value: unknown, parties: readonly Party[], t: T): string {
  const spec = partyFields[name];
  const choice = (item: unknown) => {
    const key = choiceLabelKey(name, String(item));
    return key ? t(key) : String(item);
  };
  if (name === 'representedParty') {
    const represented = parties.find((party) => party.pin === value);
    return represented
      ? `${represented.orgName ?? represented.fio ?? ''} (${t(`actTypes:roles.${represented.role}`)})`
      : String(value);
  }
  if (name === 'grantedRights') {
    const granted = value as { rights?: readonly string[]; delegation?: boolean };
    return [
      ...(granted.rights ?? []).map(choice),
      t(granted.delegation ? 'parties.delegationAllowed' : 'parties.delegationDenied'),
    ].join('; ');
  }
  if (isGroupName(name)) {
    const group = value as Readonly<Record<string, unknown>>;
    return Object.keys(groupParts[name])
      .filter((part) => given(group[part]))
      .map((part) => `${t(`actTypes:parts.${name}.${part}`)}: ${String(group[part])}`)
      .join('; ');
  }
  switch (spec.kind) {
    case 'flag':
      return t(value ? 'parties.yes' : 'parties.no');
    case 'choice':
      return choice(value);
    default:
      return String(value);
  }
}

/**
 * The applicant as section 3's client, as they were when the act was made (decision 082). The
 * ministry sends it to the applicant and the act's notaries only; nobody else gets a value to show.
 */
export function ClientBlock({ client }: { client: Client }) {
  const { t } = useTranslation('acts');
  return (
    <Stack gap="2" as="section" aria-labelledby="act-client-title">
      <Heading as="h3" size="md" id="act-client-title">
        {t('client.title')}
      </Heading>
      <Suspense fallback={<ClientFields client={client} countries={null} />}>
        <ClientWithCountries client={client} />
      </Suspense>
    </Stack>
  );
}

function ClientWithCountries({ client }: { client: Client }) {
  const { i18n } = useTranslation();
  return <ClientFields client={client} countries={use(countryNames(i18n.language))} />;
}

function ClientFields({
  client,
  countries,
}: {
  client: Client;
  countries: Readonly<Record<string, string>> | null;
}) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const document = client.document;
  return (
    <Fields
      items={[
        [t('client.type'), t(`actTypes:classes.${client.type}`)],
        [t('client.orgName'), client.orgName],
        [t('client.orgInn'), client.orgInn],
        [
          t('client.document'),
          t('client.documentValue', {
            series: document.series,
            number: document.number,
            issuer: document.issuer,
            issued: formatDate(document.issued),
          }),
        ],
        [t('client.documentExpiry'), formatDate(document.expiry)],
        [
          t('client.birthCountry'),
          (client.birthCountry !== null && countries?.[client.birthCountry]) || client.birthPlace,
        ],
        [t('client.citizenship'), client.citizenship],
        [t('client.nationality'), client.nationality],
        [t('client.regAddress'), client.regAddress],
        [t('client.actAddress'), client.actAddress],
        [t('client.region'), client.region.name],
        [t('client.district'), client.district.name],
      ]}
    />
  );
}

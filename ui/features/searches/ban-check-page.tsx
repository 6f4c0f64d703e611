import { Badge, Button, Field, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cadastreTypes } from '../../../machines/act-types/subjects';
import { formatAmount } from '../../../machines/money/format-amount';
import { realEstateBanSearchSchema, vehicleBanSearchSchema } from '../../../machines/searches/search-forms';
import type { Locale } from '../../../machines/session/local-store.schema';
import { DataTable } from '../../components/data-table';
import { realEstateFields, vehicleFields } from './search-fields';
import { SearchForm, SearchPage, SearchStatus, useSearchMachine } from './search-parts';
import type { BanCheck } from './searches.actors';

type Kind = 'vehicle' | 'realEstate';

/** Touch-sized choice buttons, one pressed: the property kind, the real estate's type. */
function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  kiosk,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  kiosk: boolean;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize={kiosk ? 'xl' : undefined}>{label}</Field.Label>
      <HStack role="group" aria-label={label} gap="3" wrap="wrap">
        {options.map((option) => (
          <Button
            key={option}
            size={kiosk ? 'xl' : 'md'}
            variant={value === option ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {labelOf(option)}
          </Button>
        ))}
      </HStack>
    </Field.Root>
  );
}

/**
 * /search_ban and /kiosk/search_ban (login required): a vehicle by state number and tech passport,
 * or real estate by cadastre number and type; its bans, arrests, restrictions and fines.
 */
export default function BanCheckPage({ kiosk, onLogin }: { kiosk: boolean; onLogin?: () => void }) {
  const { t } = useTranslation('searches');
  const [kind, setKind] = useState<Kind>('vehicle');
  const [values, setValues] = useState<Record<string, string>>({
    stateNumber: '',
    techPassportSeries: '',
    techPassportNumber: '',
    cadastreNumber: '',
    cadastreType: 'residential',
  });
  const { view, submit, retry } = useSearchMachine<BanCheck>('ban');
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const vehicle = kind === 'vehicle';
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, values[n] ?? '']));
  const formValues = vehicle
    ? pick(['stateNumber', 'techPassportSeries', 'techPassportNumber'])
    : pick(['cadastreNumber', 'cadastreType']);

  return (
    <SearchPage kiosk={kiosk} titleKey="ban">
      <SearchForm
        // A new form (its errors and keyboard) per property kind.
        key={kind}
        fields={vehicle ? vehicleFields : realEstateFields}
        values={formValues}
        onChange={set}
        schema={vehicle ? vehicleBanSearchSchema : realEstateBanSearchSchema}
        kiosk={kiosk}
        busy={view.busy}
        serverErrors={view.invalidFields}
        onSubmit={(query) => submit({ kind, ...query })}
        extra={
          <Stack gap="4">
            <Choice
              label={t('fields.kind')}
              options={['vehicle', 'realEstate'] as const}
              value={kind}
              onChange={setKind}
              labelOf={(k) => t(`kinds.${k}`)}
              kiosk={kiosk}
            />
            {!vehicle && (
              <Choice
                label={t('fields.cadastreType')}
                options={cadastreTypes}
                value={(values.cadastreType ?? 'residential') as (typeof cadastreTypes)[number]}
                onChange={(type) => set('cadastreType', type)}
                labelOf={(type) => t(`cadastreTypes.${type}`)}
                kiosk={kiosk}
              />
            )}
          </Stack>
        }
      />
      <SearchStatus view={view} onRetry={retry} onLogin={onLogin} />
      {view.result && <BanResult result={view.result} />}
    </SearchPage>
  );
}

function BanResult({ result }: { result: BanCheck }) {
  const { t, i18n } = useTranslation('searches');
  return (
    <Stack gap="4" as="section" aria-label={t('result')}>
      <Heading as="h2" size="md">
        {t('ban.bans')}
      </Heading>
      {result.bans.length === 0 ? (
        <Text color="fg.muted">{t('ban.noBans')}</Text>
      ) : (
        <DataTable
          columns={[
            t('ban.kind'),
            t('ban.state'),
            t('ban.organ'),
            t('ban.document'),
            t('ban.documentDate'),
            t('ban.startDate'),
            t('ban.official'),
          ]}
        >
          {result.bans.map((ban) => (
            <Table.Row key={ban.documentNumber}>
              <Table.Cell>{t(`ban.kinds.${ban.kind}`)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={ban.state === 'active' ? 'red' : 'gray'}>
                  {t(`ban.states.${ban.state}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{ban.organ}</Table.Cell>
              <Table.Cell>{ban.documentNumber}</Table.Cell>
              <Table.Cell>{ban.documentDate}</Table.Cell>
              <Table.Cell>{ban.startDate}</Table.Cell>
              <Table.Cell>{ban.official}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      <Heading as="h2" size="md">
        {t('ban.fines')}
      </Heading>
      {result.fines.length === 0 ? (
        <Text color="fg.muted">{t('ban.noFines')}</Text>
      ) : (
        <DataTable
          columns={[
            t('ban.resolution'),
            t('ban.issuedOn'),
            { label: t('ban.amount'), textAlign: 'end' },
            t('ban.state'),
          ]}
        >
          {result.fines.map((fine) => (
            <Table.Row key={fine.resolutionNumber}>
              <Table.Cell>{fine.resolutionNumber}</Table.Cell>
              <Table.Cell>{fine.issuedOn}</Table.Cell>
              <Table.Cell textAlign="end">{formatAmount(fine.amount, i18n.language as Locale)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={fine.paid ? 'green' : 'red'}>
                  {t(fine.paid ? 'ban.paid' : 'ban.unpaid')}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

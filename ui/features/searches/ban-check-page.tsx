import { Badge, Button, Field, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cadastreTypes } from '../../../machines/act-types/subjects';
import { formatAmount } from '../../../machines/money/format-amount';
import type { Locale } from '../../../machines/session/local-store.schema';
import { DataTable } from '../../components/data-table';
import { realEstateFields, vehicleFields } from './search-fields';
import { SearchForm, SearchPage, SearchStatus, useSearchForm, useSearchMachine } from './search-parts';
import type { BanCheck } from './searches.actors';

const kinds = ['vehicle', 'realEstate'] as const;
type Kind = (typeof kinds)[number];

const vehicleNames = ['stateNumber', 'techPassportSeries', 'techPassportNumber'] as const;
const realEstateNames = ['cadastreNumber', 'cadastreType'] as const;

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
 * or real estate by cadastre number and type; its bans, arrests, restrictions and fines. The property
 * kind is a value of the query like the others (the form's `kind`, sent with them): each kind has
 * its fields and its rules, and what was typed for the other kind stays.
 */
export default function BanCheckPage({ kiosk, onLogin }: { kiosk: boolean; onLogin?: () => void }) {
  const { t } = useTranslation('searches');
  const form = useSearchForm('ban', {
    kind: 'vehicle',
    stateNumber: '',
    techPassportSeries: '',
    techPassportNumber: '',
    cadastreNumber: '',
    cadastreType: 'residential',
  });
  const { view, submit, retry } = useSearchMachine<BanCheck>('ban');
  const kind: Kind = form.values.kind === 'realEstate' ? 'realEstate' : 'vehicle';
  const vehicle = kind === 'vehicle';
  const chooseKind = (next: Kind) => {
    form.setValue('kind', next);
    form.clearErrors();
  };

  return (
    <SearchPage kiosk={kiosk} titleKey="ban">
      <SearchForm
        // The kiosk's keyboard starts again on the first field of each property kind.
        key={kind}
        form={form}
        fields={vehicle ? vehicleFields : realEstateFields}
        kiosk={kiosk}
        busy={view.busy}
        serverErrors={view.invalidFields}
        onSubmit={(values) =>
          submit({
            kind,
            ...Object.fromEntries(
              (vehicle ? vehicleNames : realEstateNames).map((n) => [n, values[n] ?? '']),
            ),
          })
        }
        extra={
          <Stack gap="4">
            <Choice
              label={t('fields.kind')}
              options={kinds}
              value={kind}
              onChange={chooseKind}
              labelOf={(k) => t(`kinds.${k}`)}
              kiosk={kiosk}
            />
            {!vehicle && (
              <Choice
                label={t('fields.cadastreType')}
                options={cadastreTypes}
                value={(form.values.cadastreType ?? 'residential') as (typeof cadastreTypes)[number]}
                onChange={(type) => form.setValue('cadastreType', type)}
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

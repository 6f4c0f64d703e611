import { Badge, DataList, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { RegistryBanFields } from '../../graphql/registry-fragments';
import { formatDate, formatTiyin } from './act-format';
import { FinesList } from './fines-list';
import type { ActDetail } from './use-act';

export type ActVehicle = ActDetail['subjects']['vehicles'][number];

/** Label and value rows; empty values are left out. */
export function Fields({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {shown.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="48">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Every vehicle field of section 3, the bans and the fines of one vehicle subject. */
export function VehicleDetails({ vehicle: v }: { vehicle: ActVehicle }) {
  const { t, i18n } = useTranslation('acts');
  return (
    <>
      <Fields
        items={[
          [t('vehicle.stateNumber'), v.stateNumber],
          [t('vehicle.techPassport'), `${v.techPassportSeries} ${v.techPassportNumber}`],
          [t('vehicle.make'), v.make],
          [t('vehicle.model'), v.model],
          [t('vehicle.country'), v.country],
          [t('vehicle.year'), v.year],
          [t('vehicle.colour'), v.colour],
          [t('vehicle.motorNumber'), v.motorNumber],
          [t('vehicle.bodyNumber'), v.bodyNumber],
          [t('vehicle.chassisNumber'), v.chassisNumber],
          [t('vehicle.horsepower'), v.horsepower],
          [t('vehicle.issuer'), v.issuer],
          [t('vehicle.issueDate'), formatDate(v.issueDate)],
          [t('vehicle.address'), v.address],
          [t('vehicle.specialMarks'), v.specialMarks],
          [t('vehicle.stampOrganisation'), v.stampOrganisation],
          [t('vehicle.stampDate'), formatDate(v.stampDate)],
          [t('vehicle.price'), `${formatTiyin(v.price, i18n.language)} ${t('som')}`],
          [t('vehicle.balancePercent'), v.balancePercent],
          [t('vehicle.invoiceDate'), formatDate(v.invoiceDate)],
          [
            t('vehicle.valuation'),
            v.valuation != null ? `${formatTiyin(v.valuation, i18n.language)} ${t('som')}` : null,
          ],
          [
            t('vehicle.inventoryPrice'),
            v.inventoryPrice != null ? `${formatTiyin(v.inventoryPrice, i18n.language)} ${t('som')}` : null,
          ],
          [
            t('vehicle.unpaidSum'),
            v.unpaidSum != null ? `${formatTiyin(v.unpaidSum, i18n.language)} ${t('som')}` : null,
          ],
          [t('vehicle.fines'), v.fines != null ? `${formatTiyin(v.fines, i18n.language)} ${t('som')}` : null],
        ]}
      />
      <Heading as="h4" size="sm">
        {t('vehicle.bans')}
      </Heading>
      <BansTable bans={v.bans} />
      <Heading as="h4" size="sm">
        {t('vehicle.finesList')}
      </Heading>
      <FinesList fines={v.finesList} />
    </>
  );
}

/** A ban as an act's vehicle and the lookup carry it: its id and the registry's fields. */
export type BanLine = FragmentType<typeof RegistryBanFields> & { id: string };

/** Bans, arrests and restrictions on a vehicle (registry lookup and act subjects alike). */
export function BansTable({ bans }: { bans: readonly BanLine[] }) {
  const { t } = useTranslation('acts');
  return bans.length === 0 ? (
    <Text color="fg.muted">{t('vehicle.noBans')}</Text>
  ) : (
    <DataTable
      columns={[t('ban.kind'), t('ban.state'), t('ban.startDate'), t('ban.document'), t('ban.organ')]}
    >
      {bans.map((line) => {
        const ban = readFragment(RegistryBanFields, line);
        return (
          <Table.Row key={line.id}>
            <Table.Cell>{t(`banKinds.${ban.kind}`)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={ban.state === 'active' ? 'red' : 'gray'}>
                {t(`banStates.${ban.state}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{formatDate(ban.startDate)}</Table.Cell>
            <Table.Cell>
              {[ban.documentNumber, formatDate(ban.documentDate)].filter(Boolean).join(', ')}
            </Table.Cell>
            <Table.Cell>{[ban.organ, ban.official].filter(Boolean).join(', ')}</Table.Cell>
          </Table.Row>
        );
      })}
    </DataTable>
  );
}

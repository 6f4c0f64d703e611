import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type ActTypeId, actTypes } from '../../../machines/act-types/act-types';
import { DataTable } from '../../components/data-table';
import type { ProxyCheckQuery, ProxyStatus } from '../../gql/graphql';
import { RegisteredSearch } from './registered-search';
import { Facts } from './search-parts';

type ProxyCheck = NonNullable<ProxyCheckQuery['proxyCheck']>;

const statusPalette: Record<ProxyStatus, string> = { valid: 'green', expired: 'orange', revoked: 'red' };

function StatusBadge({ status, large }: { status: ProxyStatus; large?: boolean }) {
  const { t } = useTranslation('searches');
  return (
    <Badge size={large ? 'lg' : 'md'} colorPalette={statusPalette[status]}>
      {t(`proxy.statuses.${status}`)}
    </Badge>
  );
}

/**
 * /search_proxy and /kiosk/search_proxy: is a power of attorney valid, expired or revoked, its term
 * and the delegations made from it, by registry number and date (a linked act of the act check
 * opens it prefilled).
 */
export default function ProxyCheckPage({ kiosk }: { kiosk: boolean }) {
  return (
    <RegisteredSearch<ProxyCheck>
      kind="proxy"
      titleKey="proxyCheck"
      kiosk={kiosk}
      result={(proxy) => <ProxyResult proxy={proxy} kiosk={kiosk} />}
    />
  );
}

function ProxyResult({ proxy, kiosk }: { proxy: ProxyCheck; kiosk: boolean }) {
  const { t } = useTranslation(['searches', 'actTypes']);
  const type = actTypes[proxy.typeId as ActTypeId];
  const term = (from: string | null | undefined, to: string | null | undefined) =>
    from && to ? t('proxy.termRange', { from, to }) : '—';
  return (
    <Stack gap="4" as="section" aria-label={t('result')}>
      <Facts
        kiosk={kiosk}
        items={[
          [t('proxy.status'), <StatusBadge key="status" status={proxy.status} large />],
          [t('fields.regnum'), proxy.regnum],
          [t('fields.regdate'), proxy.regdate],
          [t('proxy.type'), type ? t(`actTypes:${type.titleKey}`) : String(proxy.typeId)],
          [t('proxy.term'), term(proxy.termFrom, proxy.termTo)],
          ...(proxy.delegable === null || proxy.delegable === undefined
            ? []
            : ([[t('proxy.delegable'), proxy.delegable ? t('proxy.yes') : t('proxy.no')]] as [
                string,
                string,
              ][])),
        ]}
      />
      <Heading as="h2" size="md">
        {t('proxy.delegations')}
      </Heading>
      {proxy.delegations.length === 0 ? (
        <Text color="fg.muted">{t('proxy.noDelegations')}</Text>
      ) : (
        <DataTable columns={[t('fields.regnum'), t('fields.regdate'), t('proxy.term'), t('proxy.status')]}>
          {proxy.delegations.map((d) => (
            <Table.Row key={d.regnum}>
              <Table.Cell>{d.regnum}</Table.Cell>
              <Table.Cell>{d.regdate}</Table.Cell>
              <Table.Cell>{term(d.termFrom, d.termTo)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={d.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

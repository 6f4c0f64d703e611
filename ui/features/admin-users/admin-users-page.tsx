import { Badge, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { portalRoles, userStates } from '../../../machines/admin-users/admin-users.schema';
import {
  type AdminUsersFilter,
  adminUsersListMachine,
  noFilter,
} from '../../../machines/admin-users/admin-users-list.machine';
import { selectAdminUsersList } from '../../../machines/admin-users/admin-users-list.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { CellNote, DataTable } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { OptionSelect } from '../../components/option-select';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { RouterLink } from '../../components/router-link';
import type { AdminUsersQuery as AdminUsersResult } from '../../gql/graphql';
import { adminUsersActors } from './admin-users.actors';

type Item = AdminUsersResult['adminUsers']['items'][number];

/**
 * The search form's fields as the inputs hold them: text, '' for "any". The deletion choice is
 * `removal` here: the bare word is an act state's name, which views do not spell.
 */
interface FilterForm {
  query: string;
  role: string;
  state: string;
  removal: string;
  pending: string;
}

const formOf = (filter: AdminUsersFilter): FilterForm => ({
  query: filter.query,
  role: filter.role ?? '',
  state: filter.state ?? '',
  removal: filter.deleted === null ? '' : String(filter.deleted),
  pending: filter.pending ? 'true' : '',
});

const filterOf = (form: FilterForm): AdminUsersFilter => ({
  query: form.query,
  role: (form.role || null) as AdminUsersFilter['role'],
  state: (form.state || null) as AdminUsersFilter['state'],
  deleted: form.removal === '' ? null : form.removal === 'true',
  pending: form.pending === 'true' ? true : null,
});

/** /admin/users: administrators find people by name in either script, PIN or passport (decision 056). */
export function AdminUsersPage() {
  const { t } = useTranslation('adminUsers');
  const list = usePageMachine(
    ({ client, report }) => adminUsersListMachine.provide({ actors: adminUsersActors(client, report) }),
    { input: {} },
  );
  const view = useSelector(list, selectAdminUsersList);
  // The form's own fields until searched (react-hook-form): input, not a mode.
  const { register, handleSubmit } = useForm<FilterForm>({ defaultValues: formOf(noFilter) });
  const search = handleSubmit((form) => list.send({ type: 'list.filtered', filter: filterOf(form) }));
  const items = (view.result?.items ?? []) as Item[];
  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      <form onSubmit={search} aria-label={t('search.label')}>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <Field.Root invalid={Boolean(view.fields.q)} flex="2">
            <Field.Label>{t('search.query')}</Field.Label>
            <Input {...register('query')} placeholder={t('search.placeholder')} maxLength={200} />
            {view.fields.q && <Field.ErrorText>{view.fields.q}</Field.ErrorText>}
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('search.role')}</Field.Label>
            <OptionSelect
              empty={t('search.any')}
              options={portalRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              field={register('role')}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('search.state')}</Field.Label>
            <OptionSelect
              empty={t('search.any')}
              options={userStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              field={register('state')}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('search.deleted')}</Field.Label>
            <OptionSelect
              options={[
                { value: 'false', label: t('search.notDeleted') },
                { value: 'true', label: t('search.onlyDeleted') },
                { value: '', label: t('search.all') },
              ]}
              field={register('removal')}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('search.pending')}</Field.Label>
            <OptionSelect
              options={[
                { value: '', label: t('search.all') },
                { value: 'true', label: t('search.onlyPending') },
              ]}
              field={register('pending')}
            />
          </Field.Root>
          <Button type="submit" loading={view.busy}>
            {t('search.submit')}
          </Button>
        </Stack>
      </form>
      <ListStatus
        view={view}
        loaded={!!view.result}
        t={t}
        onRetry={() => list.send({ type: 'list.retried' })}
      />
      {view.empty && <Text>{t('empty')}</Text>}
      {items.length > 0 && (
        <>
          <Text>{t('total', { n: view.result?.total ?? 0 })}</Text>
          <DataTable columns={[t('columns.fio'), t('columns.pin'), t('columns.roles'), t('columns.state')]}>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>
                  <RouterLink href={`/admin/users/${item.id}`}>{item.fio}</RouterLink>
                  <CellNote>
                    {item.login} · {item.passport}
                  </CellNote>
                </Table.Cell>
                <Table.Cell>{item.pin}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    {item.roles.map((role) => (
                      <Badge key={role}>{t(`roles.${role}`)}</Badge>
                    ))}
                    {item.pendingRoles.map((role) => (
                      <Badge key={`pending-${role}`} colorPalette="orange">
                        {t('pending.badge', { role: t(`roles.${role}`) })}
                      </Badge>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  {t(`states.${item.state}`)}
                  {item.isdeleted && <CellNote>{t('deletedMark')}</CellNote>}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <Pager view={view} t={t} onPage={(page) => list.send({ type: 'list.pageChosen', page })} />
        </>
      )}
    </Stack>
  );
}

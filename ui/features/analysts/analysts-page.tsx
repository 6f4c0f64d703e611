import { Badge, Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  noStuckFilter,
  type StuckActsFilter,
  type StuckActsMachine,
  stuckActsMachine,
} from '../../../machines/analysts/stuck-acts.machine';
import { selectFilteredList } from '../../../machines/paging/filtered-list.select';
import {
  analystKeys,
  readActRef,
  type StuckState,
  stuckStates,
} from '../../../machines/replay/analysts.schema';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { CellNote, DataTable } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { OptionSelect } from '../../components/option-select';
import { PageHeading, PageSection } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { RouterLink } from '../../components/router-link';
import type { StuckActsQuery as StuckActsResult } from '../../gql/graphql';
import { analystsActors } from './analysts.actors';
import { formatInstant } from './analysts-format';

type Result = StuckActsResult['stuckActs'];

/** The analysts' address of an act. */
export const analystActPath = (ref: string) => `/analysts/acts/${encodeURIComponent(ref.trim())}`;

/** Find an act by registry number, rid or uuid: a reference of none of these shapes is refused here. */
function FindAct() {
  const { t } = useTranslation('analysts');
  const [, navigate] = useLocation();
  // The field's own text and its rule's message: form state (react-hook-form), not a mode. The
  // message shows from a submit until the text is changed.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<{ ref: string }>({ defaultValues: { ref: '' }, reValidateMode: 'onSubmit' });
  const field = register('ref', {
    validate: (ref) => readActRef(ref) !== null || analystKeys.wrongRef,
    onChange: () => clearErrors('ref'),
  });
  const submit = handleSubmit(({ ref }) => navigate(analystActPath(ref)));
  const error = errors.ref?.message ?? null;
  return (
    <form onSubmit={submit} aria-label={t('find.label')} noValidate>
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root invalid={error !== null} flex="1">
          <Field.Label>{t('find.ref')}</Field.Label>
          <Input {...field} maxLength={64} />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit">{t('find.submit')}</Button>
      </Stack>
    </form>
  );
}

const numberOrNull = (text: string) => (/^[0-9]{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The stuck acts: filters, the groups by step and by who must act, the page of acts, oldest first. */
export function StuckActsSection({ list }: { list: ActorRefFrom<StuckActsMachine> }) {
  const { t } = useTranslation('analysts');
  const view = useSelector(list, selectFilteredList<StuckActsFilter>);
  // The filter form's own text until shown: plain input, not a mode.
  const [office, setOffice] = useState('');
  const [notary, setNotary] = useState('');
  const [state, setState] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: StuckActsFilter = {
      office: numberOrNull(office),
      notary: numberOrNull(notary),
      state: (state || null) as StuckState | null,
    };
    list.send({ type: 'list.filtered', filter });
  };
  const result = view.result as Result | null;
  const stepOf = (state: string, step: number) => t('stepLabel', { step, state: t(`states.${state}`) });
  const roles = (list: readonly string[]) =>
    list.length ? list.map((role) => t(`roles.${role}`)).join(', ') : t('nobody');
  return (
    <PageSection id="stuck-acts" title={t('stuck.title')} gap="4">
      <Text color="fg.muted">{t('stuck.intro')}</Text>
      <form onSubmit={submit} aria-label={t('stuck.filter.label')}>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <Field.Root invalid={Boolean(view.fields.office)} flex="1">
            <Field.Label>{t('stuck.filter.office')}</Field.Label>
            <Input
              inputMode="numeric"
              maxLength={9}
              value={office}
              onChange={(event) => setOffice(event.target.value)}
            />
            {view.fields.office && <Field.ErrorText>{view.fields.office}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(view.fields.notary)} flex="1">
            <Field.Label>{t('stuck.filter.notary')}</Field.Label>
            <Input
              inputMode="numeric"
              maxLength={9}
              value={notary}
              onChange={(event) => setNotary(event.target.value)}
            />
            {view.fields.notary && <Field.ErrorText>{view.fields.notary}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(view.fields.state)} flex="1">
            <Field.Label>{t('stuck.filter.state')}</Field.Label>
            <OptionSelect
              empty={t('stuck.filter.any')}
              options={stuckStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              field={{ value: state, onChange: (event) => setState(event.target.value) }}
            />
            {view.fields.state && <Field.ErrorText>{view.fields.state}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={view.busy}>
            {t('stuck.filter.submit')}
          </Button>
        </Stack>
      </form>
      <ListStatus view={view} loaded={!!result} t={t} onRetry={() => list.send({ type: 'list.retried' })} />
      {view.empty && <Text>{t('stuck.empty')}</Text>}
      {result && result.total > 0 && (
        <>
          <Text>
            {t('stuck.total', { n: result.total })} · {t('stuck.asOf', { at: formatInstant(result.asOf) })}
          </Text>
          <Stack gap="2" as="section" aria-labelledby="stuck-groups">
            <Text id="stuck-groups" fontWeight="semibold">
              {t('stuck.groups')}
            </Text>
            <DataTable
              columns={[t('stuck.columns.step'), t('stuck.columns.awaiting'), t('stuck.total', { n: '' })]}
            >
              {result.groups.map((group) => (
                <Table.Row key={`${group.state}:${group.awaiting.join(',')}`}>
                  <Table.Cell>{stepOf(group.state, group.step)}</Table.Cell>
                  <Table.Cell>{roles(group.awaiting)}</Table.Cell>
                  <Table.Cell>
                    <Badge>{t('stuck.groupCount', { n: group.count })}</Badge>
                    <CellNote>{t('stuck.oldest', { at: formatInstant(group.oldestSince) })}</CellNote>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          </Stack>
          <Stack gap="2" as="section" aria-labelledby="stuck-list">
            <Text id="stuck-list" fontWeight="semibold">
              {t('stuck.list')}
            </Text>
            <DataTable
              columns={[
                t('stuck.columns.act'),
                t('stuck.columns.step'),
                t('stuck.columns.awaiting'),
                t('stuck.columns.since'),
                t('stuck.columns.office'),
              ]}
            >
              {result.items.map((item) => (
                <Table.Row key={item.rid}>
                  <Table.Cell>
                    <RouterLink href={analystActPath(item.uuid)}>
                      {t('stuck.actLink', { rid: item.rid })}
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell>{stepOf(item.state, item.step)}</Table.Cell>
                  <Table.Cell>{roles(item.awaiting)}</Table.Cell>
                  <Table.Cell>
                    {formatInstant(item.since)}
                    <CellNote>{t('stuck.hours', { hours: item.hours, limit: item.limitHours })}</CellNote>
                  </Table.Cell>
                  <Table.Cell>
                    {t('stuck.officeOf', { office: item.officeId })}
                    {item.notaryId !== null && (
                      <CellNote>{t('stuck.notaryOf', { notary: item.notaryId })}</CellNote>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          </Stack>
          <Pager
            view={view}
            t={t}
            prefix="stuck."
            onPage={(page) => list.send({ type: 'list.pageChosen', page })}
          />
        </>
      )}
    </PageSection>
  );
}

/** /analysts: find an act, and the acts stuck in a step longer than its limit (decision 062). */
export function AnalystsPage() {
  const { t } = useTranslation('analysts');
  const list = usePageMachine(
    ({ client, report }) => stuckActsMachine.provide({ actors: analystsActors(client, report) }),
    { input: { filter: noStuckFilter } },
  );
  return (
    <Stack gap="6">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      <FindAct />
      <StuckActsSection list={list} />
    </Stack>
  );
}

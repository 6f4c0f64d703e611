import { Button, Code, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  type DictionaryTarget,
  dictionaryEditorMachine,
} from '../../../machines/catalogue/dictionary-editor.machine';
import {
  dictionaryEditorIntents,
  selectDictionaryEditor,
} from '../../../machines/catalogue/dictionary-editor.select';
import { dictionaryJournalMachine } from '../../../machines/catalogue/dictionary-journal.machine';
import { selectDictionaryJournal } from '../../../machines/catalogue/dictionary-journal.select';
import { formatDateTime } from '../../../machines/fields/date-time';
import { formatPhone } from '../../../machines/fields/phone';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { usePageQuery } from '../../app-actor/use-page-query';

import { CellNote, DataTable } from '../../components/data-table';

import { OptionSelect } from '../../components/option-select';

import { PageHeading, PageSection } from '../../components/page-heading';

import { QueryStatus } from '../../components/query-status';

import { useErrorReaction } from '../../errors/error-reaction';

import type {
  DictionariesQuery as DictionariesResult,
  DictionaryJournalQuery as DictionaryJournalResult,
} from '../../gql/graphql';
import { formatTiyin } from '../acts';
import { readCatalogueTexts } from '../catalogue';

import {
  type DictionaryChangeInput,
  dictionaryActors,
  dictionaryJournalActors,
  dictionaryTables,
} from './dictionaries.actors';

import { type DictionaryRecord, EditDialog } from './edit-dialog';

type Dictionaries = DictionariesResult['dictionaries'];

const editor = dictionaryEditorMachine<DictionaryChangeInput>();

const withoutTypename = <T,>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === '__typename' ? undefined : inner))) as T;

/** The record a target opens with, read from the loaded dictionaries. */
function recordOf(target: DictionaryTarget, dicts: Dictionaries): DictionaryRecord | null {
  const name = (rows: readonly { id: number; name: { oz: string; uz: string; ru: string } }[]) => {
    const row = rows.find((r) => r.id === target.id);
    return row ? ({ kind: 'name', name: withoutTypename(row.name) } as const) : null;
  };
  switch (target.dictionary) {
    case 'act_types':
      return name(dicts.actTypes);
    case 'regions':
      return name(dicts.regions);
    case 'districts':
      return name(dicts.districts);
    case 'catalogue': {
      const entry = dicts.catalogue.find((e) => e.actTypeId === target.id);
      return entry ? { kind: 'catalogue', texts: readCatalogueTexts(entry.texts) } : null;
    }
    case 'offices': {
      const office = dicts.offices.find((o) => o.id === target.id);
      return office
        ? {
            kind: 'office',
            name: withoutTypename(office.name),
            address: withoutTypename(office.address),
            phone: office.phone,
          }
        : null;
    }
    case 'base_amounts':
      return { kind: 'baseAmount', effectiveFrom: '', amount: null };
  }
}

function EditButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Button size="xs" variant="outline" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

type JournalItem = DictionaryJournalResult['dictionaryJournal']['items'][number];

/** The journal of changes, a page at a time (machines/catalogue/dictionary-journal.machine.ts). */
function Journal({ actor }: { actor: ActorRefFrom<typeof dictionaryJournalMachine> }) {
  const { t } = useTranslation('dictionaries');
  const { journal, loading, empty, failed, page, last, canGoPrevious, canGoNext } = useSelector(
    actor,
    selectDictionaryJournal<JournalItem>,
  );
  return (
    <PageSection id="dict-journal" title={t('journal.title')} gap="3">
      {loading && <Spinner role="img" aria-label={t('loading')} />}
      {failed && (
        <HStack role="alert">
          <Text>{t('journal.failed')}</Text>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'journal.retried' })}>
            {t('journal.retry')}
          </Button>
        </HStack>
      )}
      {empty && <Text>{t('journal.empty')}</Text>}
      {journal && journal.total > 0 && (
        <DataTable
          columns={[
            t('journal.at'),
            t('journal.who'),
            t('journal.record'),
            t('journal.before'),
            t('journal.after'),
          ]}
        >
          {journal.items.map((change) => (
            <Table.Row key={change.id}>
              <Table.Cell>{formatDateTime(change.at)}</Table.Cell>
              <Table.Cell>{change.userid}</Table.Cell>
              <Table.Cell>
                {t(`names.${change.dictionary}`)}
                <CellNote>#{change.recordId}</CellNote>
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                  {change.before ?? '—'}
                </Code>
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                  {change.after}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      {journal && last > 1 && (
        <HStack as="nav" aria-label={t('journal.pages')}>
          <Button
            size="sm"
            variant="outline"
            disabled={!canGoPrevious}
            onClick={() => actor.send({ type: 'journal.pageChosen', page: page - 1 })}
          >
            {t('journal.previous')}
          </Button>
          <Text>{t('journal.page', { page, last })}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={!canGoNext}
            onClick={() => actor.send({ type: 'journal.pageChosen', page: page + 1 })}
          >
            {t('journal.next')}
          </Button>
        </HStack>
      )}
    </PageSection>
  );
}

/**
 * /update_dict (administrators only; the ministry answers anyone else FORBIDDEN, and the error policy
 * opens /403): the reference dictionaries as plain tables, each record edited in a dialog, every
 * saved change journaled by the ministry and listed below (decision 050).
 */
export function UpdateDictPage() {
  const { t, i18n } = useTranslation('dictionaries');
  const reactToError = useErrorReaction();
  const tables = usePageQuery('dictionaries', dictionaryTables, null);
  const actor = usePageMachine(({ client }) => editor.provide({ actors: dictionaryActors(client) }));
  const view = useSelector(actor, selectDictionaryEditor);
  const intents = dictionaryEditorIntents<DictionaryChangeInput>(actor.send);
  const journal = usePageMachine(({ client }) =>
    dictionaryJournalMachine.provide({ actors: dictionaryJournalActors(client) }),
  );
  const [regionId, setRegionId] = useState('');
  const { reload } = tables;

  useEffect(() => {
    const subscriptions = [
      actor.on('dictionary.saved', () => {
        reload();
        journal.send({ type: 'journal.changed' });
      }),
      actor.on('dictionary.failed', ({ report }) => reactToError(report)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, journal, reload, reactToError]);

  const dicts = tables.data;
  if (!dicts) return <QueryStatus query={tables} t={t} />;
  const name = (text: { oz: string; uz: string; ru: string }) => localizedText(text, i18n.language);
  const open = intents.open;
  const record = view.open ? recordOf(view.open, dicts) : null;
  const districts = dicts.districts.filter((d) => String(d.regionId) === regionId);
  const som = (tiyin: number) => formatTiyin(tiyin, i18n.language);

  return (
    <Stack gap="8">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      {view.saved > 0 && (
        <Text role="status" color="green.fg">
          {t('saved')}
        </Text>
      )}

      <PageSection id="dict-act-types" title={t('names.act_types')} gap="3">
        <DataTable columns={[t('columns.id'), t('columns.name'), '']}>
          {dicts.actTypes.map((type) => (
            <Table.Row key={type.id}>
              <Table.Cell>{type.id}</Table.Cell>
              <Table.Cell>{name(type.name)}</Table.Cell>
              <Table.Cell>
                <HStack>
                  <EditButton
                    label={t('edit.name', { name: name(type.name) })}
                    onClick={() => open({ dictionary: 'act_types', id: type.id })}
                    disabled={!view.canEdit}
                  />
                  {dicts.catalogue.some((e) => e.actTypeId === type.id) && (
                    <EditButton
                      label={t('edit.texts', { name: name(type.name) })}
                      onClick={() => open({ dictionary: 'catalogue', id: type.id })}
                      disabled={!view.canEdit}
                    />
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </PageSection>

      <PageSection id="dict-regions" title={t('names.regions')} gap="3">
        <DataTable columns={[t('columns.id'), t('columns.name'), '']}>
          {dicts.regions.map((region) => (
            <Table.Row key={region.id}>
              <Table.Cell>{region.id}</Table.Cell>
              <Table.Cell>{name(region.name)}</Table.Cell>
              <Table.Cell>
                <EditButton
                  label={t('edit.name', { name: name(region.name) })}
                  onClick={() => open({ dictionary: 'regions', id: region.id })}
                  disabled={!view.canEdit}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </PageSection>

      <PageSection id="dict-districts" title={t('names.districts')} gap="3">
        <Stack maxW="sm">
          <label htmlFor="dict-district-region">{t('columns.region')}</label>
          <OptionSelect
            field={{
              id: 'dict-district-region',
              value: regionId,
              onChange: (event) => setRegionId(event.target.value),
            }}
            empty={t('chooseRegion')}
            options={dicts.regions.map((r) => ({ value: String(r.id), label: name(r.name) }))}
          />
        </Stack>
        {districts.length > 0 && (
          <DataTable columns={[t('columns.id'), t('columns.name'), '']}>
            {districts.map((district) => (
              <Table.Row key={district.id}>
                <Table.Cell>{district.id}</Table.Cell>
                <Table.Cell>{name(district.name)}</Table.Cell>
                <Table.Cell>
                  <EditButton
                    label={t('edit.name', { name: name(district.name) })}
                    onClick={() => open({ dictionary: 'districts', id: district.id })}
                    disabled={!view.canEdit}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </PageSection>

      <PageSection id="dict-offices" title={t('names.offices')} gap="3">
        <DataTable columns={[t('columns.id'), t('columns.name'), t('columns.phone'), '']}>
          {dicts.offices.map((office) => (
            <Table.Row key={office.id}>
              <Table.Cell>{office.id}</Table.Cell>
              <Table.Cell>
                {name(office.name)}
                <CellNote>{name(office.address)}</CellNote>
              </Table.Cell>
              <Table.Cell>{formatPhone(office.phone)}</Table.Cell>
              <Table.Cell>
                <EditButton
                  label={t('edit.name', { name: name(office.name) })}
                  onClick={() => open({ dictionary: 'offices', id: office.id })}
                  disabled={!view.canEdit}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </PageSection>

      <PageSection id="dict-base-amounts" title={t('names.base_amounts')} gap="3">
        <Text>
          {t('baseAmount.inForce', { amount: som(dicts.baseAmountInForce) })}{' '}
          <Text as="span" color="fg.muted">
            {t('baseAmount.configured', { amount: som(dicts.configuredBaseAmount) })}
          </Text>
        </Text>
        {dicts.baseAmounts.length > 0 && (
          <DataTable columns={[t('columns.effectiveFrom'), { label: t('columns.amount'), textAlign: 'end' }]}>
            {dicts.baseAmounts.map((amount) => (
              <Table.Row key={amount.id}>
                <Table.Cell>{amount.effectiveFrom}</Table.Cell>
                <Table.Cell textAlign="end">{som(amount.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => open({ dictionary: 'base_amounts', id: null })}
          disabled={!view.canEdit}
        >
          {t('baseAmount.add')}
        </Button>
      </PageSection>

      <Journal actor={journal} />

      {view.open && record && (
        <EditDialog
          key={`${view.open.dictionary}-${view.open.id}`}
          target={view.open}
          record={record}
          saving={view.saving}
          failed={view.failed}
          fields={view.fields}
          locale={view.locale}
          onLocaleChosen={intents.chooseLocale}
          onSave={intents.save}
          onCancel={intents.cancel}
        />
      )}
    </Stack>
  );
}

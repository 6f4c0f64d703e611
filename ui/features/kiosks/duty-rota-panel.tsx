import { Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dutyRotaMachine } from '../../../machines/equeue/duty-rota.machine';
import { dutyRotaIntents, selectDutyRota } from '../../../machines/equeue/duty-rota.select';
import type { KioskOffice } from '../../../machines/kiosk/kiosks-admin.machine';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { DataTable } from '../../components/data-table';

import { OptionSelect } from '../../components/option-select';

import { PageSection } from '../../components/page-heading';

import { dutyRotaActors } from './kiosks.actors';

/**
 * The office's duty notary (decision 070), on /admin/kiosks: the office's rota, newest first, and a
 * notary of the office put on duty from a date.
 */
export function DutyRotaPanel({ offices }: { offices: KioskOffice[] }) {
  const { t, i18n } = useTranslation('kiosks');
  const panel = usePageMachine(({ client, report }) =>
    dutyRotaMachine.provide({ actors: dutyRotaActors(client, report) }),
  );
  const view = useSelector(panel, selectDutyRota);
  const intents = useMemo(() => dutyRotaIntents(panel.send), [panel]);
  // The form's own inputs: plain text, not modes.
  const [fromDay, setFromDay] = useState('');
  const [notaryId, setNotaryId] = useState('');
  const lang = i18n.language;
  const chooseOffice = (value: string) => {
    const office = offices.find((candidate) => String(candidate.id) === value);
    setNotaryId('');
    if (office?.regionId !== undefined) intents.chooseOffice(office.id, office.regionId);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    intents.setDuty(fromDay, notaryId ? Number(notaryId) : null);
  };
  const fieldMessage = (field: string) =>
    view.fieldMessages[field] ?? (view.fieldKeys[field] ? t(view.fieldKeys[field]) : null);

  return (
    <PageSection id="duty-rota" title={t('duty.title')} gap="3">
      <Text>{t('duty.intro')}</Text>
      <Field.Root maxW="xl">
        <Field.Label>{t('duty.office')}</Field.Label>
        <OptionSelect
          empty={t('duty.chooseOffice')}
          options={offices.map((office) => ({
            value: String(office.id),
            label: localizedText(office.name, lang),
          }))}
          field={{
            value: view.officeId === null ? '' : String(view.officeId),
            onChange: (e) => chooseOffice(e.target.value),
          }}
        />
      </Field.Root>
      {view.errorKey && (
        <Text color="fg.error" role="alert">
          {t(view.errorKey)}{' '}
          <Button size="xs" onClick={intents.retry}>
            {t('retry')}
          </Button>
        </Text>
      )}
      {view.ready && view.rota && (
        <>
          {view.rota.items.length === 0 ? (
            <Text>{t('duty.empty')}</Text>
          ) : (
            <DataTable columns={[t('duty.columns.from'), t('duty.columns.notary')]}>
              {view.rota.items.map((row) => (
                <Table.Row key={row.fromDay}>
                  <Table.Cell>{row.fromDay}</Table.Cell>
                  <Table.Cell>{localizedText(row.notary.name, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
          <form noValidate onSubmit={submit} aria-label={t('duty.save')}>
            <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
              <Field.Root invalid={Boolean(fieldMessage('fromDay'))} required flex="1">
                <Field.Label>{t('duty.fromDay')}</Field.Label>
                <Input type="date" value={fromDay} onChange={(e) => setFromDay(e.target.value)} />
                {fieldMessage('fromDay') && <Field.ErrorText>{fieldMessage('fromDay')}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={Boolean(fieldMessage('notaryId'))} required flex="2">
                <Field.Label>{t('duty.notary')}</Field.Label>
                <OptionSelect
                  empty={t('duty.chooseNotary')}
                  options={view.notaries.map((notary) => ({
                    value: String(notary.id),
                    label: localizedText(notary.name, lang),
                  }))}
                  field={{ value: notaryId, onChange: (e) => setNotaryId(e.target.value) }}
                />
                {fieldMessage('notaryId') && <Field.ErrorText>{fieldMessage('notaryId')}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" loading={view.busy}>
                {t('duty.save')}
              </Button>
            </Stack>
          </form>
          {view.saved && (
            <Text role="status" color="green.fg">
              {t('duty.saved')}
            </Text>
          )}
        </>
      )}
    </PageSection>
  );
}

import { Alert, Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../machines/fields/date-time';
import { formatEnrolmentCode, kioskLimits, kioskStates } from '../../../machines/kiosk/kiosk.schema';
import { type KiosksFilter, kiosksAdminMachine } from '../../../machines/kiosk/kiosks-admin.machine';
import { kiosksAdminIntents, selectKiosksAdmin } from '../../../machines/kiosk/kiosks-admin.select';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';

import { CellNote, DataTable } from '../../components/data-table';

import { ListStatus } from '../../components/list-status';

import { OptionSelect } from '../../components/option-select';

import { PageHeading, PageSection } from '../../components/page-heading';

import { Pager } from '../../components/pager';

import { DutyRotaPanel } from './duty-rota-panel';

import { adminKiosksActors } from './kiosks.actors';

/**
 * /admin/kiosks (decision 070): the administrators enrol a kiosk for an office (its one-time code is
 * shown here once, for whoever sets the kiosk up at /kiosk/enrol), see each kiosk's state and when it
 * was last seen, and revoke one; below, each office's duty notary.
 */
export function AdminKiosksPage() {
  const { t, i18n } = useTranslation('kiosks');
  const page = usePageMachine(({ client, report }) =>
    kiosksAdminMachine.provide({ actors: adminKiosksActors(client, report) }),
  );
  const view = useSelector(page, selectKiosksAdmin);
  const intents = useMemo(() => kiosksAdminIntents(page.send), [page]);
  // The forms' own inputs: plain text ('' for "any"), not modes.
  const [filterOffice, setFilterOffice] = useState('');
  const [filterState, setFilterState] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [label, setLabel] = useState('');
  const lang = i18n.language;
  const officeOptions = view.offices.map((office) => ({
    value: String(office.id),
    label: localizedText(office.name, lang),
  }));
  const fieldMessage = (field: string) =>
    view.fieldMessages[field] ?? (view.fieldKeys[field] ? t(view.fieldKeys[field]) : null);
  const enrol = (event: FormEvent) => {
    event.preventDefault();
    intents.enrol(officeId ? Number(officeId) : null, label);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    intents.filter({
      officeId: filterOffice ? Number(filterOffice) : null,
      state: (filterState || null) as KiosksFilter['state'],
    });
  };

  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('admin.title')} intro={t('admin.intro')} />
      {view.officesErrorKey && <Text color="fg.error">{t(view.officesErrorKey)}</Text>}

      {view.issued && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>{t('admin.issued', { label: view.issued.kiosk.label })}</Alert.Title>
            <Text
              fontSize="3xl"
              fontFamily="mono"
              fontWeight="bold"
              letterSpacing="widest"
              aria-label={t('admin.code')}
            >
              {formatEnrolmentCode(view.issued.code)}
            </Text>
            <Text>{t('admin.codeHint', { until: formatDateTime(view.issued.codeExpiresAt) })}</Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              alignSelf="flex-start"
              onClick={intents.closeEnrolment}
            >
              {t('admin.codeDone')}
            </Button>
          </Stack>
        </Alert.Root>
      )}

      {view.formOpen ? (
        <form noValidate onSubmit={enrol} aria-label={t('admin.enrol')}>
          <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" maxW="xl">
            <Text fontWeight="semibold">{t('admin.enrol')}</Text>
            <Field.Root invalid={Boolean(fieldMessage('officeId'))} required>
              <Field.Label>{t('admin.office')}</Field.Label>
              <OptionSelect
                empty={t('admin.chooseOffice')}
                options={officeOptions}
                field={{ value: officeId, onChange: (e) => setOfficeId(e.target.value) }}
              />
              {fieldMessage('officeId') && <Field.ErrorText>{fieldMessage('officeId')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(fieldMessage('label'))} required>
              <Field.Label>{t('admin.label')}</Field.Label>
              <Input
                value={label}
                maxLength={kioskLimits.labelMax}
                onChange={(e) => setLabel(e.target.value)}
              />
              <Field.HelperText>{t('admin.labelHint')}</Field.HelperText>
              {fieldMessage('label') && <Field.ErrorText>{fieldMessage('label')}</Field.ErrorText>}
            </Field.Root>
            {view.enrolError && <Text color="fg.error">{view.enrolError.message || t('admin.error')}</Text>}
            <HStack>
              <Button type="submit" loading={view.enrolling}>
                {t('admin.issue')}
              </Button>
              <Button variant="ghost" disabled={view.enrolling} onClick={intents.closeEnrolment}>
                {t('admin.cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        !view.issued && (
          <Button alignSelf="flex-start" onClick={intents.openEnrolment}>
            {t('admin.enrol')}
          </Button>
        )
      )}

      <PageSection id="kiosks-list" title={t('admin.list')} gap="3">
        <form onSubmit={search} aria-label={t('admin.filter')}>
          <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Field.Root flex="2">
              <Field.Label>{t('admin.office')}</Field.Label>
              <OptionSelect
                empty={t('admin.any')}
                options={officeOptions}
                field={{ value: filterOffice, onChange: (e) => setFilterOffice(e.target.value) }}
              />
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>{t('admin.state')}</Field.Label>
              <OptionSelect
                empty={t('admin.any')}
                options={kioskStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
                field={{ value: filterState, onChange: (e) => setFilterState(e.target.value) }}
              />
            </Field.Root>
            <Button type="submit" loading={view.busy}>
              {t('admin.show')}
            </Button>
          </Stack>
        </form>
        <ListStatus view={view} loaded={view.items.length > 0 || view.empty} t={t} onRetry={intents.retry} />
        {view.revokeError && (
          <Text color="fg.error" role="alert">
            {view.revokeError.message || t('admin.error')}
          </Text>
        )}
        {view.empty && <Text>{t('admin.empty')}</Text>}
        {view.items.length > 0 && (
          <>
            <Text>{t('admin.total', { n: view.total })}</Text>
            <DataTable
              columns={[
                t('columns.kiosk'),
                t('columns.state'),
                t('columns.enrolled'),
                t('columns.lastSeen'),
                '',
              ]}
            >
              {view.items.map((kiosk) => (
                <Table.Row key={kiosk.id} data-testid="kiosk-row">
                  <Table.Cell>
                    {kiosk.label}
                    <CellNote>
                      №{kiosk.id} · {localizedText(kiosk.office.name, lang)}
                    </CellNote>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={
                        kiosk.state === 'active' ? 'green' : kiosk.state === 'revoked' ? 'red' : 'gray'
                      }
                    >
                      {t(`states.${kiosk.state}`)}
                    </Badge>
                    {kiosk.codeExpired && <CellNote>{t('admin.codeExpired')}</CellNote>}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(kiosk.enrolledAt)}</Table.Cell>
                  <Table.Cell>
                    {kiosk.lastSeenAt ? formatDateTime(kiosk.lastSeenAt) : t('admin.never')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {kiosk.state !== 'revoked' &&
                      (view.revoking === kiosk.id ? (
                        <Box role="group" aria-label={t('admin.confirmRevoke', { label: kiosk.label })}>
                          <Text fontSize="sm">{t('admin.confirmRevoke', { label: kiosk.label })}</Text>
                          <HStack justify="flex-end">
                            <Button
                              size="xs"
                              colorPalette="red"
                              loading={view.revokeBusy}
                              onClick={intents.confirmRevoke}
                            >
                              {t('admin.revoke')}
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              disabled={view.revokeBusy}
                              onClick={intents.cancelRevoke}
                            >
                              {t('admin.cancel')}
                            </Button>
                          </HStack>
                        </Box>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={view.revoking !== null}
                          aria-label={t('admin.revokeKiosk', { label: kiosk.label })}
                          onClick={() => intents.askRevoke(kiosk.id)}
                        >
                          {t('admin.revoke')}
                        </Button>
                      ))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
            <Pager view={view} t={t} prefix="admin." onPage={intents.choosePage} />
          </>
        )}
      </PageSection>
      <DutyRotaPanel offices={view.offices} />
    </Stack>
  );
}

import { Alert, Badge, Button, HStack, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { RescheduleOf } from '../../../machines/equeue/booking-page.machine';
import { type EqueueTab, equeueListMachine, equeueTabs } from '../../../machines/equeue/equeue-list.machine';
import { selectEqueueList } from '../../../machines/equeue/equeue-list.select';
import { CellNote, DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { useErrorReaction } from '../../errors/error-reaction';
import type { EqueueBookingFieldsFragment as Booking } from '../../gql/graphql';
import { BookingWizard } from './booking-wizard';
import { equeueActors } from './equeue.actors';
import { dateTime, inLocale } from './equeue-format';

/** What the open wizard does: a new booking, or moving one (null: closed). */
type WizardFor = { reschedule?: RescheduleOf } | null;

const rescheduleOf = (booking: Booking): RescheduleOf => ({
  bookingId: booking.id,
  officeId: booking.office.id,
  notaryId: booking.notary.id,
  service: booking.typeid ? { kind: 'act', actTypeId: booking.typeid } : { kind: 'consultation' },
});

/** /equeue: the citizen's bookings in two tabs (registering, history) and the booking wizard (decision 058). */
export function EqueuePage() {
  const { t, i18n } = useTranslation('equeue');
  const client = useClient();
  const report = useErrorReaction();
  const logic = useMemo(
    () => equeueListMachine.provide({ actors: equeueActors(client, report) }),
    [client, report],
  );
  const list = useActorRef(logic, { input: {} });
  const view = useSelector(list, selectEqueueList);
  // Which wizard is open is the page's layout, not a flow: the wizard's own modes are its machine's.
  const [wizard, setWizard] = useState<WizardFor>(null);
  const items = (view.list?.items ?? []) as Booking[];
  const lang = i18n.language;
  const finished = () => {
    setWizard(null);
    list.send({ type: 'equeue.changed' });
  };

  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      <Text color="fg.muted">{t('note')}</Text>
      {wizard ? (
        <BookingWizard
          key={wizard.reschedule?.bookingId ?? 'new'}
          reschedule={wizard.reschedule}
          onDone={finished}
          onClose={finished}
        />
      ) : (
        <Button alignSelf="flex-start" onClick={() => setWizard({})}>
          {t('book')}
        </Button>
      )}
      <Tabs.Root
        value={view.tab}
        onValueChange={(details) => list.send({ type: 'equeue.tabChosen', tab: details.value as EqueueTab })}
        variant="enclosed"
      >
        <Tabs.List aria-label={t('tabs.label')}>
          {equeueTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {view.busy && <Spinner aria-label={t('loading')} />}
      {view.errorKey && (
        <HStack role="alert">
          <Text color="fg.error">{t(view.errorKey)}</Text>
          {view.canRetry && (
            <Button size="sm" onClick={() => list.send({ type: 'equeue.retried' })}>
              {t('retry')}
            </Button>
          )}
        </HStack>
      )}
      {view.actionError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{view.actionError.message ?? t('actionError')}</Alert.Title>
        </Alert.Root>
      )}
      {view.empty && <Text>{t('empty')}</Text>}
      {items.length > 0 && (
        <>
          <Text>{t('total', { n: view.list?.total ?? 0 })}</Text>
          <DataTable
            columns={[
              t('fields.equeuetime'),
              t('fields.office'),
              t('fields.typeid'),
              t('fields.state'),
              t('fields.regdate'),
              '',
            ]}
          >
            {items.map((booking) => (
              <Table.Row key={booking.id} data-testid="equeue-booking">
                <Table.Cell>
                  {dateTime(booking.equeuetime)}
                  {booking.regtime && (
                    <CellNote>
                      {t('fields.regtime')}: {dateTime(booking.regtime)}
                    </CellNote>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {inLocale(booking.office.name, lang)}
                  <CellNote>{inLocale(booking.office.address, lang)}</CellNote>
                  <CellNote>
                    {t('fields.notary')}: {inLocale(booking.notary.name, lang)}
                  </CellNote>
                </Table.Cell>
                <Table.Cell>
                  {booking.notaryaction ? inLocale(booking.notaryaction, lang) : t('consultation')}
                  {booking.description && <CellNote>{booking.description}</CellNote>}
                  {(booking.phone || booking.email) && (
                    <CellNote>{[booking.phone, booking.email].filter(Boolean).join(' · ')}</CellNote>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge>{t(booking.stateKey)}</Badge>
                  {booking.queueNumber !== null && booking.queueNumber !== undefined && (
                    <CellNote>
                      {t('fields.queueNumber')}: {booking.queueNumber}
                    </CellNote>
                  )}
                  {booking.lateNotice && <CellNote>{t('lateNotice')}</CellNote>}
                </Table.Cell>
                <Table.Cell>
                  {dateTime(booking.regdate)}
                  <CellNote>
                    {t('fields.updtime')}: {dateTime(booking.updtime)}
                  </CellNote>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    {booking.canReschedule && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={view.sending}
                        onClick={() => setWizard({ reschedule: rescheduleOf(booking) })}
                      >
                        {t('reschedule')}
                      </Button>
                    )}
                    {booking.canCancel && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={view.sending}
                        onClick={() =>
                          list.send({ type: 'equeue.actionSent', bookingId: booking.id, action: 'cancel' })
                        }
                      >
                        {t('cancel')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canGoPrevious}
              onClick={() => list.send({ type: 'equeue.pageChosen', page: view.page - 1 })}
            >
              {t('previous')}
            </Button>
            <Text>{t('page', { page: view.page, pages: view.pages })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canGoNext}
              onClick={() => list.send({ type: 'equeue.pageChosen', page: view.page + 1 })}
            >
              {t('next')}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}

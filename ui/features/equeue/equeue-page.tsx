import { Button, HStack, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RescheduleOf } from '../../../machines/equeue/booking-page.machine';
import { type EqueueTab, equeueListMachine, equeueTabs } from '../../../machines/equeue/equeue-list.machine';
import { selectEqueueList } from '../../../machines/equeue/equeue-list.select';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';

import { CellNote, DataTable } from '../../components/data-table';

import { PageHeading } from '../../components/page-heading';

import { Pager } from '../../components/pager';

import { formatDateTime } from '../../format/dates';

import type { EqueueBookingFieldsFragment as Booking } from '../../gql/graphql';
import { useSessionView } from '../session';

import { BookingServiceCell, BookingStateCell } from './booking-cells';

import { BookingWizard } from './booking-wizard';

import { equeueActors } from './equeue.actors';

import { ListAlerts } from './list-alerts';

const rescheduleOf = (booking: Booking): RescheduleOf => ({
  bookingId: booking.id,
  officeId: booking.office.id,
  notaryId: booking.notary.id,
  service: booking.typeid ? { kind: 'act', actTypeId: booking.typeid } : { kind: 'consultation' },
});

/** /equeue: the citizen's bookings in two tabs (registering, history) and the booking wizard (decisions 058, 063). */
export function EqueuePage() {
  const { t, i18n } = useTranslation('equeue');
  const list = usePageMachine(
    ({ client, report }) => equeueListMachine.provide({ actors: equeueActors(client, report) }),
    { input: {} },
  );
  const view = useSelector(list, selectEqueueList);
  // A list refused for lack of a session waits for a login (the machine ignores this otherwise).
  const { loggedIn } = useSessionView();
  useEffect(() => {
    if (loggedIn) list.send({ type: 'equeue.sessionStarted' });
  }, [loggedIn, list]);
  const items = (view.list?.items ?? []) as Booking[];
  const lang = i18n.language;
  // Done or not, closing the wizard loads the list again (the page machine's wizard region).
  const closeWizard = () => list.send({ type: 'equeue.wizardClosed' });

  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      <Text color="fg.muted">{t('note')}</Text>
      {view.wizardOpen ? (
        <BookingWizard
          key={view.moving?.bookingId ?? 'new'}
          reschedule={view.moving ?? undefined}
          onDone={closeWizard}
          onClose={closeWizard}
        />
      ) : (
        <Button alignSelf="flex-start" onClick={() => list.send({ type: 'equeue.wizardOpened' })}>
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
        {/* The chosen tab's panel (the list below), so each tab controls an element that exists. */}
        <Tabs.Content value={view.tab} asChild>
          <Stack gap="5">
            {view.busy && <Spinner role="img" aria-label={t('loading')} />}
            <ListAlerts
              errorKey={view.errorKey}
              onRetry={view.canRetry ? () => list.send({ type: 'equeue.retried' }) : null}
              actionError={view.actionError}
            />
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
                        {formatDateTime(booking.equeuetime)}
                        {booking.regtime && (
                          <CellNote>
                            {t('fields.regtime')}: {formatDateTime(booking.regtime)}
                          </CellNote>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {localizedText(booking.office.name, lang)}
                        <CellNote>{localizedText(booking.office.address, lang)}</CellNote>
                        <CellNote>
                          {t('fields.notary')}: {localizedText(booking.notary.name, lang)}
                        </CellNote>
                      </Table.Cell>
                      <BookingServiceCell booking={booking} details />
                      <BookingStateCell booking={booking} details />
                      <Table.Cell>
                        {formatDateTime(booking.regdate)}
                        <CellNote>
                          {t('fields.updtime')}: {formatDateTime(booking.updtime)}
                        </CellNote>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2" wrap="wrap">
                          {booking.canReschedule && (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={view.sending || !view.canOpenWizard}
                              onClick={() =>
                                list.send({ type: 'equeue.wizardOpened', reschedule: rescheduleOf(booking) })
                              }
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
                                list.send({
                                  type: 'equeue.actionSent',
                                  bookingId: booking.id,
                                  action: 'cancel',
                                })
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
                <Pager view={view} t={t} onPage={(page) => list.send({ type: 'equeue.pageChosen', page })} />
              </>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

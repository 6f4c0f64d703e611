import { Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { equeueTodayMachine } from '../../../machines/equeue/equeue-today.machine';
import { selectEqueueToday } from '../../../machines/equeue/equeue-today.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { DataTable } from '../../components/data-table';
import type { EqueueBookingFieldsFragment as Booking, EqueueTodayQuery } from '../../gql/graphql';
import { BookingServiceCell, BookingStateCell } from './booking-cells';
import { equeueActors } from './equeue.actors';
import { slotTime } from './equeue-format';
import { ListAlerts } from './list-alerts';

type Today = Omit<EqueueTodayQuery['equeueToday'], 'bookings'> & {
  bookings: { booking: Booking; canMarkServed: boolean; canMarkMissed: boolean }[];
};

/** The notary's workspace: today's appointments and the general queue; marks served or missed (decision 058). */
export function TodayQueue() {
  const { t } = useTranslation('equeue');
  const actor = usePageMachine(({ client, report }) =>
    equeueTodayMachine.provide({ actors: equeueActors(client, report) }),
  );
  const view = useSelector(actor, (snapshot) => selectEqueueToday<Today>(snapshot));
  const today = view.today;
  return (
    <Stack as="section" aria-label={t('today.title')} gap="3">
      <Text fontWeight="semibold" fontSize="lg">
        {t('today.title')}
      </Text>
      {view.busy && <Spinner role="img" aria-label={t('loading')} />}
      <ListAlerts
        errorKey={view.errorKey}
        onRetry={() => actor.send({ type: 'today.retried' })}
        actionError={view.actionError}
      />
      {today?.onDuty && <Text>{t('today.onDuty')}</Text>}
      {today && today.bookings.length === 0 && <Text>{t('today.empty')}</Text>}
      {today && today.bookings.length > 0 && (
        <DataTable columns={[t('fields.equeuetime'), t('fields.typeid'), t('fields.state'), '']}>
          {today.bookings.map(({ booking, canMarkServed, canMarkMissed }) => (
            <Table.Row key={booking.id} data-testid="equeue-today-booking">
              <Table.Cell>{slotTime(booking.equeuetime)}</Table.Cell>
              <BookingServiceCell booking={booking} />
              <BookingStateCell booking={booking} />
              <Table.Cell>
                <HStack gap="2">
                  {canMarkServed && (
                    <Button
                      size="sm"
                      loading={view.sending}
                      onClick={() =>
                        actor.send({ type: 'today.marked', bookingId: booking.id, mark: 'served' })
                      }
                    >
                      {t('today.served')}
                    </Button>
                  )}
                  {canMarkMissed && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={view.sending}
                      onClick={() =>
                        actor.send({ type: 'today.marked', bookingId: booking.id, mark: 'missed' })
                      }
                    >
                      {t('today.missed')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      {today && today.generalQueue.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="medium">{t('today.generalQueue')}</Text>
          <HStack wrap="wrap" gap="2">
            {today.generalQueue.map((entry) => (
              <Badge key={entry.number}>
                {t('today.number', { number: entry.number })} · {t(`queueState.${entry.state}`)}
              </Badge>
            ))}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

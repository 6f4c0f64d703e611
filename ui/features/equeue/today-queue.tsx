import { Alert, Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { equeueTodayMachine } from '../../../machines/equeue/equeue-today.machine';
import { selectEqueueToday } from '../../../machines/equeue/equeue-today.select';
import { DataTable } from '../../components/data-table';
import { useErrorReaction } from '../../errors/error-reaction';
import type { EqueueBookingFieldsFragment as Booking, EqueueTodayQuery } from '../../gql/graphql';
import { equeueActors } from './equeue.actors';
import { inLocale, slotTime } from './equeue-format';

type Today = Omit<EqueueTodayQuery['equeueToday'], 'bookings'> & {
  bookings: { booking: Booking; canMarkServed: boolean; canMarkMissed: boolean }[];
};

/** The notary's workspace: today's appointments and the general queue; marks served or missed (decision 058). */
export function TodayQueue() {
  const { t, i18n } = useTranslation('equeue');
  const client = useClient();
  const report = useErrorReaction();
  const logic = useMemo(
    () => equeueTodayMachine.provide({ actors: equeueActors(client, report) }),
    [client, report],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, (snapshot) => selectEqueueToday<Today>(snapshot));
  const today = view.today;
  return (
    <Stack as="section" aria-label={t('today.title')} gap="3">
      <Text fontWeight="semibold" fontSize="lg">
        {t('today.title')}
      </Text>
      {view.busy && <Spinner aria-label={t('loading')} />}
      {view.errorKey && (
        <HStack role="alert">
          <Text color="fg.error">{t(view.errorKey)}</Text>
          <Button size="sm" onClick={() => actor.send({ type: 'today.retried' })}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.actionError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{view.actionError.message ?? t('actionError')}</Alert.Title>
        </Alert.Root>
      )}
      {today && today.bookings.length === 0 && <Text>{t('today.empty')}</Text>}
      {today && today.bookings.length > 0 && (
        <DataTable columns={[t('fields.equeuetime'), t('fields.typeid'), t('fields.state'), '']}>
          {today.bookings.map(({ booking, canMarkServed, canMarkMissed }) => (
            <Table.Row key={booking.id} data-testid="equeue-today-booking">
              <Table.Cell>{slotTime(booking.equeuetime)}</Table.Cell>
              <Table.Cell>
                {booking.notaryaction ? inLocale(booking.notaryaction, i18n.language) : t('consultation')}
              </Table.Cell>
              <Table.Cell>
                <Badge>{t(booking.stateKey)}</Badge>
                {booking.queueNumber ? ` ${t('today.number', { number: booking.queueNumber })}` : ''}
              </Table.Cell>
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

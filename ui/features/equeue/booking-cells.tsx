import { Badge, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../machines/fields/phone';
import { localizedText } from '../../../machines/text/locales';

import { CellNote } from '../../components/data-table';

import type { EqueueBookingFieldsFragment as Booking } from '../../gql/graphql';

/**
 * A booking's cells that the citizen's list (/equeue) and the notary's day (TodayQueue) both show:
 * the service (the act type, or a consultation) and the state with its general-queue number. With
 * `details`, the citizen's own notes too (description, contacts, the late notice).
 */
export function BookingServiceCell({ booking, details = false }: { booking: Booking; details?: boolean }) {
  const { t, i18n } = useTranslation('equeue');
  return (
    <Table.Cell>
      {booking.notaryaction ? localizedText(booking.notaryaction, i18n.language) : t('consultation')}
      {details && booking.description && <CellNote>{booking.description}</CellNote>}
      {details && (booking.phone || booking.email) && (
        <CellNote>{[formatPhone(booking.phone), booking.email].filter(Boolean).join(' · ')}</CellNote>
      )}
    </Table.Cell>
  );
}

export function BookingStateCell({ booking, details = false }: { booking: Booking; details?: boolean }) {
  const { t } = useTranslation('equeue');
  return (
    <Table.Cell>
      <Badge>{t(booking.stateKey)}</Badge>
      {booking.queueNumber !== null && booking.queueNumber !== undefined && (
        <CellNote>
          {t('fields.queueNumber')}: {booking.queueNumber}
        </CellNote>
      )}
      {details && booking.lateNotice && <CellNote>{t('lateNotice')}</CellNote>}
    </Table.Cell>
  );
}

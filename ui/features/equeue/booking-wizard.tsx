import { Alert, Button, Field, HStack, Input, Spinner, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tashkentDate } from '../../../machines/clock/clock';
import { bookingPageMachine, type RescheduleOf } from '../../../machines/equeue/booking-page.machine';
import { selectBookingPage } from '../../../machines/equeue/booking-page.select';
import { equeueLimits } from '../../../machines/equeue/equeue.schema';
import { maskPhone } from '../../../machines/fields/phone';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { OptionSelect } from '../../components/option-select';

import { formatDate } from '../../format/dates';

import { equeueActors } from './equeue.actors';

import { slotTime } from './equeue-format';

/**
 * The booking wizard (machines/equeue/booking-page.machine.ts): one choice at a time, each list
 * loaded with a progress indicator and a retry; the confirmation books (or moves) the slot.
 */
export function BookingWizard({
  reschedule,
  onDone,
  onClose,
}: {
  reschedule?: RescheduleOf;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('equeue');
  const page = usePageMachine(
    ({ client, report }) => bookingPageMachine.provide({ actors: equeueActors(client, report) }),
    { input: { today: tashkentDate(new Date()), reschedule } },
  );
  const view = useSelector(page, selectBookingPage);
  // The form's own text until confirmed: plain input, not a mode.
  const [date, setDate] = useState('');
  const [phone, setPhone] = useState('');
  const [description, setDescription] = useState('');
  const [service, setService] = useState('');
  const lang = i18n.language;
  const { choices } = view;
  const office = view.offices.find((item) => item.id === choices.officeId);
  const notary = view.notaries.find((item) => item.id === choices.notaryId);
  const chosenService = choices.service;
  const serviceName =
    chosenService?.kind === 'act'
      ? localizedText(view.services.find((item) => item.id === chosenService.actTypeId)?.name, lang)
      : chosenService
        ? t('consultation')
        : '';

  return (
    <Stack
      as="section"
      aria-label={view.rescheduling ? t('wizard.rescheduleTitle') : t('wizard.title')}
      gap="4"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
    >
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="lg">
          {view.rescheduling ? t('wizard.rescheduleTitle') : t('wizard.title')}
        </Text>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('wizard.close')}
        </Button>
      </HStack>
      {view.busy && <Spinner role="img" aria-label={t('loading')} />}
      {view.loadErrorKey && (
        <HStack role="alert">
          <Text color="fg.error">{t(view.loadErrorKey)}</Text>
          <Button size="sm" onClick={() => page.send({ type: 'page.retried' })}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.step === 'office' && view.offices.length > 0 && (
        <Field.Root>
          <Field.Label>{t('wizard.office')}</Field.Label>
          <OptionSelect
            empty={t('wizard.chooseOffice')}
            options={view.offices.map((item) => ({
              value: String(item.id),
              label: localizedText(item.name, lang),
            }))}
            field={{
              value: '',
              onChange: (e) =>
                e.target.value &&
                page.send({ type: 'booking.officeChosen', officeId: Number(e.target.value) }),
            }}
          />
        </Field.Root>
      )}
      {view.choosingNotary && (
        <Stack gap="2" role="group" aria-label={t('wizard.notary')}>
          <Text fontWeight="medium">{t('wizard.notary')}</Text>
          <Wrap>
            <Button
              variant="outline"
              onClick={() => page.send({ type: 'booking.notaryChosen', notaryId: null })}
            >
              {t('wizard.anyNotary')}
            </Button>
            {view.notaries.map((item) => (
              <Button
                key={item.id}
                variant="outline"
                onClick={() => page.send({ type: 'booking.notaryChosen', notaryId: item.id })}
              >
                {localizedText(item.name, lang)}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      {view.choosingService && (
        <Field.Root>
          <Field.Label>{t('wizard.service')}</Field.Label>
          <OptionSelect
            empty={t('wizard.chooseService')}
            options={[
              { value: 'consultation', label: t('consultation') },
              ...view.services.map((item) => ({
                value: String(item.id),
                label: localizedText(item.name, lang),
              })),
            ]}
            field={{ value: service, onChange: (e) => setService(e.target.value) }}
          />
          <Button
            mt="2"
            alignSelf="flex-start"
            disabled={!service}
            onClick={() =>
              page.send({
                type: 'booking.serviceChosen',
                service:
                  service === 'consultation'
                    ? { kind: 'consultation' }
                    : { kind: 'act', actTypeId: Number(service) },
              })
            }
          >
            {t('wizard.next')}
          </Button>
        </Field.Root>
      )}
      {view.step === 'date' && (
        <Field.Root>
          <Field.Label>{t('wizard.date')}</Field.Label>
          <Input
            type="date"
            min={view.minDate}
            max={view.maxDate}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            maxW="xs"
          />
          <Button
            mt="2"
            alignSelf="flex-start"
            disabled={!date}
            onClick={() => page.send({ type: 'booking.dateChosen', date })}
          >
            {t('wizard.next')}
          </Button>
        </Field.Root>
      )}
      {view.choosingSlot && view.day && (
        <Stack gap="2" role="group" aria-label={t('wizard.slot')}>
          <Text fontWeight="medium">{t('wizard.slot')}</Text>
          {view.day.closed && <Text>{t(`wizard.closed.${view.day.closed}`)}</Text>}
          {view.noSlots && <Text>{t('wizard.noSlots')}</Text>}
          <Wrap>
            {view.day.slots.map((slot) => (
              <Button
                key={`${slot.start}-${slot.notaryId}`}
                variant="outline"
                onClick={() => page.send({ type: 'booking.slotChosen', slot })}
              >
                {slotTime(slot.start)}
                {choices.notaryId === null && view.notaries.length > 1
                  ? ` · ${localizedText(view.notaries.find((item) => item.id === slot.notaryId)?.name, lang)}`
                  : ''}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      {view.step === 'confirming' && (
        <Stack gap="3">
          <Text fontWeight="medium">{t('wizard.summary')}</Text>
          <dl>
            {office && <SummaryRow label={t('fields.office')} value={localizedText(office.name, lang)} />}
            {notary && <SummaryRow label={t('fields.notary')} value={localizedText(notary.name, lang)} />}
            {serviceName && <SummaryRow label={t('fields.typeid')} value={serviceName} />}
            {choices.slot && (
              <SummaryRow
                label={t('fields.equeuetime')}
                value={`${formatDate(choices.date)} ${slotTime(choices.slot.start)}`}
              />
            )}
          </dl>
          {!view.rescheduling && (
            <>
              <Field.Root>
                <Field.Label>{t('wizard.phone')}</Field.Label>
                <Input
                  value={phone}
                  onChange={(e) => setPhone(maskPhone(e.target.value))}
                  inputMode="numeric"
                  maxLength={14}
                  maxW="xs"
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('wizard.description')}</Field.Label>
                <Textarea
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  maxLength={equeueLimits.descriptionLength}
                />
              </Field.Root>
            </>
          )}
          {view.sendError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{view.sendError.message ?? t('wizard.sendError')}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button
              loading={view.busy}
              onClick={() =>
                view.canRetry
                  ? page.send({ type: 'page.retried' })
                  : page.send({
                      type: 'booking.confirmed',
                      phone: phone.replace(/\D/g, '') || undefined,
                      description: description || undefined,
                    })
              }
            >
              {view.canRetry ? t('retry') : t('wizard.confirm')}
            </Button>
          </HStack>
        </Stack>
      )}
      {view.done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{view.rescheduling ? t('wizard.moved') : t('wizard.booked')}</Alert.Title>
          <Button size="sm" ml="auto" onClick={onDone}>
            {t('wizard.close')}
          </Button>
        </Alert.Root>
      )}
      {view.canGoBack && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => page.send({ type: 'booking.back' })}
        >
          {t('wizard.back')}
        </Button>
      )}
    </Stack>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="2">
      <Text as="dt" color="fg.muted">
        {label}:
      </Text>
      <Text as="dd">{value}</Text>
    </HStack>
  );
}

import { Alert, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { kioskEqueueMachine } from '../../../machines/equeue/kiosk-equeue.machine';
import { selectKioskEqueue } from '../../../machines/equeue/kiosk-equeue.select';
import { maskPassportNumber } from '../../../machines/fields/passport-number.mask';
import { maskPassportSeries } from '../../../machines/fields/passport-series.mask';
import { usePageActorRef } from '../../app-actor/page-actor';
import { PageHeading } from '../../components/page-heading';
import { useErrorReaction } from '../../errors/error-reaction';
import { equeueActors } from './equeue.actors';
import { dateTime, inLocale } from './equeue-format';

// The kiosk's on-screen keyboards load only on the kiosk (react-simple-keyboard and its styles).
const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((module) => ({ default: module.KioskKeyboard })),
);

type PassportField = 'passserial' | 'passnum';

/** /kiosk/equeue: check in a booking by passport, or take a number in the office's general queue (decision 058). */
export function KioskEqueuePage() {
  const { t, i18n } = useTranslation('equeue');
  const client = useClient();
  const report = useErrorReaction();
  const logic = useMemo(
    () => kioskEqueueMachine.provide({ actors: equeueActors(client, report) }),
    [client, report],
  );
  const kiosk = usePageActorRef(logic);
  const view = useSelector(kiosk, selectKioskEqueue);
  // The typed passport and the focused field: plain input, not a mode.
  const [values, setValues] = useState<Record<PassportField, string>>({ passserial: '', passnum: '' });
  const [focused, setFocused] = useState<PassportField>('passserial');
  const masks: Record<PassportField, (value: string) => string> = {
    passserial: (value) => maskPassportSeries(value),
    passnum: (value) => maskPassportNumber(value),
  };
  const change = (field: PassportField, value: string) =>
    setValues({ ...values, [field]: masks[field](value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    kiosk.send({ type: 'kiosk.passportSent', ...values });
  };
  const done = () => {
    setValues({ passserial: '', passnum: '' });
    setFocused('passserial');
    kiosk.send({ type: 'kiosk.done' });
  };
  const lang = i18n.language;

  return (
    <Stack gap="6" maxW="5xl" w="full" mx="auto" py="6" px="6">
      <PageHeading
        variant="kiosk"
        title={t('kiosk.title')}
        intro={view.office ? inLocale(view.office.name, lang) : t('note')}
      />
      {view.busy && <Spinner size="xl" aria-label={t('loading')} />}
      {view.loadErrorKey && (
        <HStack role="alert">
          <Text color="fg.error" fontSize="xl">
            {t(view.loadErrorKey)}
          </Text>
          <Button size="2xl" onClick={() => kiosk.send({ type: 'kiosk.retried' })}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.step === 'office' && view.offices.length > 0 && (
        <Stack gap="3" role="group" aria-label={t('kiosk.chooseOffice')}>
          <Text fontSize="xl">{t('kiosk.chooseOffice')}</Text>
          {view.offices.map((office) => (
            <Button
              key={office.id}
              size="2xl"
              variant="outline"
              justifyContent="flex-start"
              onClick={() => kiosk.send({ type: 'kiosk.officeChosen', officeId: office.id })}
            >
              {inLocale(office.name, lang)}
            </Button>
          ))}
        </Stack>
      )}
      {view.step === 'menu' && (
        <Stack gap="4">
          <Text fontSize="lg">{t('note')}</Text>
          <Button
            size="2xl"
            colorPalette="blue"
            disabled={view.busy}
            onClick={() => kiosk.send({ type: 'kiosk.checkInChosen' })}
          >
            {t('kiosk.checkIn')}
          </Button>
          <Button
            size="2xl"
            variant="outline"
            loading={view.busy}
            onClick={() => kiosk.send({ type: 'kiosk.numberChosen' })}
          >
            {t('kiosk.takeNumber')}
          </Button>
        </Stack>
      )}
      {view.step === 'passport' && (
        <Stack gap="4">
          <form noValidate onSubmit={submit}>
            <Stack gap="4">
              {(['passserial', 'passnum'] as const).map((field) => (
                <Field.Root key={field} invalid={Boolean(view.fields[field])} required>
                  <Field.Label fontSize="xl">{t(`kiosk.${field}`)}</Field.Label>
                  <Input
                    name={field}
                    size="2xl"
                    fontSize="2xl"
                    autoComplete="off"
                    inputMode="none"
                    maxLength={field === 'passserial' ? 2 : 7}
                    value={values[field]}
                    borderWidth={focused === field ? '3px' : undefined}
                    borderColor={focused === field ? 'blue.solid' : undefined}
                    onFocus={() => setFocused(field)}
                    onClick={() => setFocused(field)}
                    onChange={(event) => change(field, event.target.value)}
                  />
                  {view.fields[field] && (
                    <Field.ErrorText color="red.700">{t(`validation.${view.fields[field]}`)}</Field.ErrorText>
                  )}
                </Field.Root>
              ))}
              {view.error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title fontSize="lg">{view.error.message ?? t('kiosk.error')}</Alert.Title>
                </Alert.Root>
              )}
              <HStack>
                <Button type="submit" size="2xl" colorPalette="blue" loading={view.busy}>
                  {t('kiosk.submit')}
                </Button>
                <Button size="2xl" variant="outline" disabled={view.busy} onClick={done}>
                  {t('kiosk.back')}
                </Button>
              </HStack>
            </Stack>
          </form>
          {/* Outside the form: react-simple-keyboard's keys are plain <button>s, which would submit it. */}
          <Suspense fallback={<Spinner />}>
            <KioskKeyboard
              field={focused}
              value={values[focused]}
              onChange={(value) => change(focused, value)}
              onClose={() => setFocused(focused === 'passserial' ? 'passnum' : 'passserial')}
            />
          </Suspense>
        </Stack>
      )}
      {view.step === 'checkedIn' && view.checkIn && (
        <Stack gap="4" role="status">
          {view.movedToGeneralQueue ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title fontSize="xl">{t('kiosk.movedToGeneralQueue')}</Alert.Title>
            </Alert.Root>
          ) : (
            <Text fontSize="2xl">{t('kiosk.checkedIn', { time: dateTime(view.checkIn.equeuetime) })}</Text>
          )}
          {view.checkIn.queueNumber !== null && view.checkIn.queueNumber !== undefined && (
            <QueueNumber label={t('kiosk.yourNumber', { number: view.checkIn.queueNumber })} />
          )}
          <Button size="2xl" alignSelf="flex-start" onClick={done}>
            {t('kiosk.done')}
          </Button>
        </Stack>
      )}
      {view.step === 'ticket' && view.ticket && (
        <Stack gap="4" role="status">
          <QueueNumber label={t('kiosk.yourNumber', { number: view.ticket.number })} />
          <Button size="2xl" alignSelf="flex-start" onClick={done}>
            {t('kiosk.done')}
          </Button>
        </Stack>
      )}
      {view.step === 'takeFailed' && (
        <HStack role="alert">
          <Text color="fg.error" fontSize="xl">
            {view.error?.message ?? t('kiosk.error')}
          </Text>
          <Button size="2xl" onClick={() => kiosk.send({ type: 'kiosk.retried' })}>
            {t('retry')}
          </Button>
          <Button size="2xl" variant="outline" onClick={done}>
            {t('kiosk.back')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function QueueNumber({ label }: { label: string }) {
  return (
    <Box borderWidth="2px" borderRadius="l3" p="6" textAlign="center">
      <Text fontSize="4xl" fontWeight="bold">
        {label}
      </Text>
    </Box>
  );
}

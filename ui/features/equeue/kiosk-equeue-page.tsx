import { Alert, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kioskEqueueMachine, type PassportField } from '../../../machines/equeue/kiosk-equeue.machine';
import { kioskEqueueIntents, selectKioskEqueue } from '../../../machines/equeue/kiosk-equeue.select';
import { maskPassportNumber } from '../../../machines/fields/passport-number.mask';
import { maskPassportSeries } from '../../../machines/fields/passport-series.mask';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';

import { PageHeading } from '../../components/page-heading';

import { RouterLink } from '../../components/router-link';

import { kioskDeviceActors, useKioskCredentialStore } from '../kiosks';

import { equeueActors } from './equeue.actors';

// The kiosk's on-screen keyboards load only on the kiosk (react-simple-keyboard and its styles).
const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((module) => ({ default: module.KioskKeyboard })),
);

/**
 * /kiosk/equeue (decisions 058, 070): on an enrolled kiosk, check in by passport or take a number in
 * the general queue of the kiosk's own office, each call signed with the device's key; a kiosk that
 * is not enrolled, or that the ministry refuses, says so instead.
 */
export function KioskEqueuePage() {
  const { t, i18n } = useTranslation('equeue');
  const store = useKioskCredentialStore();
  const kiosk = usePageMachine(({ client, report }) =>
    kioskEqueueMachine.provide({
      actors: { ...equeueActors(client, report), ...kioskDeviceActors(client, store, report) },
    }),
  );
  const view = useSelector(kiosk, selectKioskEqueue);
  const intents = useMemo(() => kioskEqueueIntents(kiosk.send), [kiosk]);
  // The typed passport: plain input, not a mode (the focused field is the machine's).
  const [passserial, setPassserial] = useState('');
  const [passnum, setPassnum] = useState('');
  const values: Record<PassportField, string> = { passserial, passnum };
  const { focused } = view;
  const masks: Record<PassportField, (value: string) => string> = {
    passserial: (value) => maskPassportSeries(value),
    passnum: (value) => maskPassportNumber(value),
  };
  const change = (field: PassportField, value: string) =>
    (field === 'passserial' ? setPassserial : setPassnum)(masks[field](value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    intents.sendPassport(passserial, passnum);
  };
  const done = () => {
    setPassserial('');
    setPassnum('');
    intents.done();
  };
  const lang = i18n.language;

  return (
    <Stack gap="6" maxW="5xl" w="full" mx="auto" py="6" px="6">
      <PageHeading
        variant="kiosk"
        title={t('kiosk.title')}
        intro={
          view.kiosk ? `${localizedText(view.kiosk.office.name, lang)} · ${view.kiosk.label}` : t('note')
        }
      />
      {view.busy && (
        <Spinner size="xl" role="img" aria-label={view.signing ? t('kiosk.signing') : t('loading')} />
      )}
      {view.step === 'unenrolled' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Stack gap="3">
            <Alert.Title fontSize="xl">{t('kiosk.unenrolled')}</Alert.Title>
            <RouterLink href={paths.kioskEnrol}>{t('kiosk.enrolLink')}</RouterLink>
          </Stack>
        </Alert.Root>
      )}
      {view.step === 'kioskRefused' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Stack gap="3">
            <Alert.Title fontSize="xl">{view.refusal?.message ?? t('kiosk.refused')}</Alert.Title>
            <HStack>
              <Button size="2xl" onClick={intents.retry}>
                {t('kiosk.lookAgain')}
              </Button>
              <RouterLink href={paths.kioskEnrol}>{t('kiosk.enrolLink')}</RouterLink>
            </HStack>
          </Stack>
        </Alert.Root>
      )}
      {view.step === 'identifyFailed' && <CallFailed message={view.error?.message} retry={intents.retry} />}
      {view.step === 'menu' && (
        <Stack gap="4">
          <Text fontSize="lg">{t('note')}</Text>
          <Button size="2xl" colorPalette="blue" disabled={view.busy} onClick={intents.chooseCheckIn}>
            {t('kiosk.checkIn')}
          </Button>
          <Button size="2xl" variant="outline" loading={view.busy} onClick={intents.chooseNumber}>
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
                    onFocus={() => intents.focus(field)}
                    onClick={() => intents.focus(field)}
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
                  <Alert.Title fontSize="lg">{view.error.message || t('kiosk.error')}</Alert.Title>
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
              onClose={intents.closeKeyboard}
            />
          </Suspense>
        </Stack>
      )}
      {view.step === 'checkedIn' && view.number !== null && (
        <Stack gap="4" role="status">
          <Text fontSize="2xl">{t('kiosk.checkedIn')}</Text>
          <QueueNumber label={t('kiosk.yourNumber', { number: view.number })} />
          <Text fontSize="lg">{t('kiosk.wait')}</Text>
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
        <CallFailed message={view.error?.message} retry={intents.retry}>
          <Button size="2xl" variant="outline" onClick={done}>
            {t('kiosk.back')}
          </Button>
        </CallFailed>
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

/** A call to the ministry failed: its message (or the page's own), the retry, and what `children` add. */
function CallFailed({
  message,
  retry,
  children,
}: {
  message: string | null | undefined;
  retry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('equeue');
  return (
    <HStack role="alert">
      <Text color="fg.error" fontSize="xl">
        {message || t('kiosk.error')}
      </Text>
      <Button size="2xl" onClick={retry}>
        {t('retry')}
      </Button>
      {children}
    </HStack>
  );
}

import { Alert, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrolmentCodeLength } from '../../../machines/kiosk/kiosk.schema';
import { kioskEnrolmentMachine } from '../../../machines/kiosk/kiosk-enrolment.machine';
import { kioskEnrolmentIntents, selectKioskEnrolment } from '../../../machines/kiosk/kiosk-enrolment.select';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';
import { useUntracedPageMachine } from '../../app-actor/use-page-machine';

import { PageHeading } from '../../components/page-heading';

import { RouterLink } from '../../components/router-link';

import { useKioskCredentialStore } from './kiosk-credential';

import { kioskEnrolmentActors } from './kiosks.actors';

// The on-screen keyboard loads only on the kiosk (react-simple-keyboard and its styles).
const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((module) => ({ default: module.KioskKeyboard })),
);

// Twelve characters and the two hyphens a code is read out with.
const typedLength = enrolmentCodeLength + 2;

/**
 * /kiosk/enrol (decision 070): whoever sets the kiosk up types the administrator's one-time code; the
 * kiosk makes its key pair here and is enrolled for the code's office. The page's actor is not traced
 * (the code is a secret while it is valid): useUntracedPageMachine, not the traced page actor.
 */
export function KioskEnrolmentPage() {
  const { t, i18n } = useTranslation('kiosks');
  const store = useKioskCredentialStore();
  const enrolment = useUntracedPageMachine(({ client, report }) =>
    kioskEnrolmentMachine.provide({ actors: kioskEnrolmentActors(client, store, report) }),
  );
  const view = useSelector(enrolment, selectKioskEnrolment);
  const intents = useMemo(() => kioskEnrolmentIntents(enrolment.send), [enrolment]);
  // The typed code: plain input, not a mode.
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    intents.submitCode(code);
  };
  const lang = i18n.language;

  return (
    <Stack gap="6" maxW="5xl" w="full" mx="auto" py="6" px="6">
      <PageHeading variant="kiosk" title={t('enrol.title')} intro={t('enrol.intro')} />
      {view.step === 'loading' && <Spinner size="xl" role="img" aria-label={t('loading')} />}
      {view.step === 'failed' && (
        <HStack role="alert">
          <Text color="fg.error" fontSize="xl">
            {t('enrol.failed')}
          </Text>
          <Button size="2xl" onClick={intents.retry}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.step === 'enrolled' && view.identity && (
        <Stack gap="4" role="status">
          <Text fontSize="2xl">
            {t('enrol.enrolled', {
              office: localizedText(view.identity.office.name, lang),
              label: view.identity.label,
            })}
          </Text>
          <HStack>
            <RouterLink href={paths.kioskEqueue}>{t('enrol.toEqueue')}</RouterLink>
            <Button
              size="2xl"
              variant="outline"
              onClick={() => {
                setCode('');
                intents.enrolAgain();
              }}
            >
              {t('enrol.again')}
            </Button>
          </HStack>
        </Stack>
      )}
      {view.step === 'entering' && (
        <Stack gap="4">
          <form noValidate onSubmit={submit}>
            <Stack gap="4">
              <Field.Root invalid={Boolean(view.fieldKey)} required>
                <Field.Label fontSize="xl">{t('enrol.code')}</Field.Label>
                <Input
                  name="code"
                  size="2xl"
                  fontSize="2xl"
                  fontFamily="mono"
                  autoComplete="off"
                  inputMode="none"
                  maxLength={typedLength}
                  value={code}
                  onChange={(event) => setCode(event.target.value.toUpperCase())}
                />
                <Field.HelperText>{t('enrol.codeHint')}</Field.HelperText>
                {view.fieldKey && <Field.ErrorText color="red.700">{t(view.fieldKey)}</Field.ErrorText>}
              </Field.Root>
              {view.refusal && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title fontSize="lg">{view.refusal.message ?? t('enrol.refused')}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" size="2xl" colorPalette="blue" alignSelf="flex-start" loading={view.busy}>
                {t('enrol.submit')}
              </Button>
            </Stack>
          </form>
          {/* Outside the form: react-simple-keyboard's keys are plain <button>s, which would submit it. */}
          <Suspense fallback={<Spinner />}>
            <KioskKeyboard
              field="code"
              layout="text"
              maxLength={typedLength}
              value={code}
              onChange={(value) => setCode(value.toUpperCase())}
              onClose={() => undefined}
            />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}

import { Alert, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { ScanFace } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  citizenPassportNumberLength,
  maskPassportNumber,
} from '../../../machines/fields/passport-number.mask';
import {
  hasCyrillic,
  maskPassportSeries,
  passportSeriesLength,
} from '../../../machines/fields/passport-series.mask';
import { maskPin, pinLength } from '../../../machines/fields/pin.mask';
import { keyboardFocusMachine } from '../../../machines/kiosk-keyboard/kiosk-keyboard.machine';
import {
  keyboardFocusIntents,
  selectKeyboardField,
} from '../../../machines/kiosk-keyboard/kiosk-keyboard.select';
import { prefillFromSearch } from '../../../machines/login/login.prefill';
import type { LoginCredentials, LoginFormInput } from '../../../machines/login/login.schema';
import { useLoginActor } from '../../app-actor/app-actor';
import { useFields } from '../../components/form-fields';
import type { KeyboardField } from '../../components/kiosk-keyboard';
import { useLoginView } from './login-actor';

// The on-screen keyboard (and its stylesheet) is for kiosks only: browsers never download it.
const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((m) => ({ default: m.KioskKeyboard })),
);

// The checks (zod and the field rules) load when the form is first checked, or first focused, not
// with the kiosk's first page (decision 029); the masks above are zod-free.
const loadValidation = () => import('./login-validation');
const resolver: Resolver<LoginFormInput, unknown, LoginCredentials> = async (...args) =>
  (await loadValidation()).loginFormResolver(...args);

// The series keeps what was typed, so Cyrillic stays visible next to its warning (section 5).
const maskSeries = (value: string) => maskPassportSeries(value, { latinOnly: false });

/**
 * Passport series, number and PIN (specification, sections 2 and 5). Shared by the browser's
 * login dialog and the kiosk's /kiosk/auth screen; the kiosk adds on-screen keyboards.
 */
/** Where a login message key is looked up, in this order. */
const messageNamespaces = ['login', 'face'];

export function LoginForm({ kiosk = false }: { kiosk?: boolean }) {
  const { t } = useTranslation('login');
  const view = useLoginView();
  const actorRef = useLoginActor();
  const formId = useId();
  // The field the kiosk's on-screen keyboard types into, or none: the keyboard's statechart.
  const keyboardActor = useActorRef(keyboardFocusMachine, { input: { field: null } });
  const activeField = useSelector(keyboardActor, selectKeyboardField) as KeyboardField | null;
  const keyboard = keyboardFocusIntents(keyboardActor.send);
  const { register, handleSubmit, setValue, setFocus, values, errors } = useFields<
    LoginFormInput,
    LoginCredentials
  >(resolver, () => ({ ...prefillFromSearch(window.location.search), pin: '' }));

  const latinWarning = hasCyrillic(values.passserial ?? '');
  const passnumRef = useRef<HTMLInputElement | null>(null);

  const passserial = register('passserial', {
    onChange: (event: { target: HTMLInputElement }) => {
      const next = maskSeries(event.target.value);
      setValue('passserial', next);
      if (next.length === passportSeriesLength) setFocus('passnum');
    },
  });
  const passnum = register('passnum', {
    onChange: (event: { target: HTMLInputElement }) => {
      const next = maskPassportNumber(event.target.value);
      setValue('passnum', next);
      if (next.length === citizenPassportNumberLength && kiosk) {
        passnumRef.current?.blur();
        keyboard.close();
      }
    },
  });
  const pin = register('pin', {
    onChange: (event: { target: HTMLInputElement }) => setValue('pin', maskPin(event.target.value)),
  });

  // The face check reuses the passport data; a new attempt starts from a clean PIN field.
  useEffect(() => {
    if (view.successOpen) setValue('pin', '');
  }, [view.successOpen, setValue]);

  const onKeyboardChange = (field: KeyboardField, value: string) => {
    if (field === 'passserial') {
      const next = maskSeries(value);
      setValue('passserial', next);
      if (next.length === passportSeriesLength) {
        keyboard.focus('passnum');
        setFocus('passnum');
      }
      return;
    }
    const next = field === 'passnum' ? maskPassportNumber(value) : maskPin(value);
    setValue(field, next);
    // At 7 digits the number field loses focus and the keyboard closes (section 2).
    if (field === 'passnum' && next.length === citizenPassportNumberLength) {
      passnumRef.current?.blur();
      keyboard.close();
    }
  };

  // The face check's failures (faceCheck.*) are in namespace face, loaded by the face dialog that
  // preceded them; the login's own (precheck.*, auth.*) in login (decision 084).
  const message =
    view.serverMessage ?? (view.messageKey ? t(view.messageKey, { ns: messageNamespaces }) : null);
  const size = kiosk ? 'xl' : 'md';
  const fieldProps = (field: KeyboardField) =>
    kiosk ? { onFocus: () => keyboard.focus(field), inputMode: 'none' as const } : {};

  return (
    <Stack gap={kiosk ? '6' : '4'}>
      <form
        id={formId}
        noValidate
        onFocus={() => void loadValidation()}
        onSubmit={handleSubmit((credentials) => actorRef.send({ type: 'login.submitted', credentials }))}
      >
        <Stack gap={kiosk ? '6' : '4'}>
          <Text color="fg.muted">{t('form.explanation')}</Text>
          <HStack gap="4" align="start">
            <Field.Root invalid={Boolean(errors.passserial)} w={kiosk ? '40' : '32'} flexShrink={0}>
              <Field.Label>{t('form.passserial')}</Field.Label>
              <Input
                size={size}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={passportSeriesLength}
                placeholder="AA"
                {...passserial}
                {...fieldProps('passserial')}
              />
              {errors.passserial?.message && (
                <Field.ErrorText>{t(errors.passserial.message)}</Field.ErrorText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.passnum)} flex="1">
              <Field.Label>{t('form.passnum')}</Field.Label>
              <Input
                size={size}
                autoComplete="off"
                inputMode="numeric"
                maxLength={citizenPassportNumberLength}
                placeholder="1234567"
                {...passnum}
                ref={(element) => {
                  passnum.ref(element);
                  passnumRef.current = element;
                }}
                {...fieldProps('passnum')}
              />
              {errors.passnum?.message && <Field.ErrorText>{t(errors.passnum.message)}</Field.ErrorText>}
            </Field.Root>
          </HStack>
          {latinWarning && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t('form.latinWarning')}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(errors.pin)}>
            <Field.Label>{t('form.pin')}</Field.Label>
            <Input
              size={size}
              autoComplete="off"
              inputMode="numeric"
              maxLength={pinLength}
              placeholder="12345678901234"
              {...pin}
              {...fieldProps('pin')}
            />
            {errors.pin?.message ? (
              <Field.ErrorText>{t(errors.pin.message)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('form.pinHelp')}</Field.HelperText>
            )}
          </Field.Root>
          {message && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message}</Alert.Title>
            </Alert.Root>
          )}
          {/* Always enabled (section 2): a second press while busy is ignored by the machine. */}
          <Button type="submit" colorPalette="blue" size={kiosk ? '2xl' : 'lg'} aria-busy={view.busy}>
            {view.busy ? <Spinner size="sm" aria-hidden /> : <ScanFace aria-hidden />}
            {view.busy ? t('form.identifying') : t('form.identify')}
          </Button>
        </Stack>
      </form>
      {/* Outside the form: react-simple-keyboard's keys are plain <button>s, which would submit it. */}
      {kiosk && activeField && (
        <Suspense fallback={<Spinner size="lg" alignSelf="center" />}>
          <KioskKeyboard
            field={activeField}
            value={values[activeField] ?? ''}
            onChange={(value) => onKeyboardChange(activeField, value)}
            onClose={keyboard.close}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  DataList,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRight, Check, FilePlus2, Pencil } from 'lucide-react';
import { lazy, Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { emptyNotaryChoice, type NotaryChoiceFormValues } from '../../../machines/act-form/act-form.schema';
import type { ActRefusal } from '../../../machines/act-form/create-act.machine';
import { actTypes } from '../../../machines/act-types/act-types';
import { tashkentToday } from '../../../machines/clock/clock';
import {
  birthRecordNumberMaxLength,
  maskBirthRecordNumber,
} from '../../../machines/fields/birth-record-number';
import { maskCalendarDate } from '../../../machines/fields/calendar-date';
import { maskPassportNumber } from '../../../machines/fields/passport-number';
import { citizenPassportNumberLength } from '../../../machines/fields/passport-number.mask';
import { maskPartyPassportSeries } from '../../../machines/fields/passport-series';
import { passportSeriesLength } from '../../../machines/fields/passport-series.mask';
import { maskPin, pinLength } from '../../../machines/fields/pin';
import { type KioskActActorRef, kioskActMachine } from '../../../machines/kiosk-act/kiosk-act.machine';
import {
  type KioskActView,
  type KioskFieldView,
  type KioskStepView,
  selectKioskAct,
} from '../../../machines/kiosk-act/kiosk-act.select';
import {
  isKioskGuidedType,
  type KioskAnswer,
  type KioskGuidedType,
} from '../../../machines/kiosk-act/kiosk-guide';
import { paths } from '../../../machines/navigation/routes';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageHeading } from '../../components/page-heading';
import { RouterLink } from '../../components/router-link';
import { useErrorReaction } from '../../errors/error-reaction';
import { CountryListPicker } from './act-form-inputs';
import { countryNames } from './country-names';
import { kioskActActors } from './kiosk-act.actors';
import { NotaryChoice, RegionWithoutNotary } from './notary-choice';

const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((module) => ({ default: module.KioskKeyboard })),
);

/** A typed field's mask, keyboard and length (section 5's masks, section 2's keyboard bounds). */
const typing = {
  pin: { mask: maskPin, layout: 'numeric', maxLength: pinLength },
  // A birth record's number: the office's letters, hyphens and digits (FHDYO-2010-000386).
  birthRecord: { mask: maskBirthRecordNumber, layout: 'text', maxLength: birthRecordNumberMaxLength },
  passserial: { mask: maskPartyPassportSeries, layout: 'documentSeries', maxLength: passportSeriesLength },
  passnum: { mask: maskPassportNumber, layout: 'numeric', maxLength: citizenPassportNumberLength },
  date: { mask: maskCalendarDate, layout: 'numeric', maxLength: 10 },
  text: { mask: (value: string) => value.slice(0, 300), layout: 'text', maxLength: 300 },
} as const;

const isTyped = (kind: KioskFieldView['kind']): kind is keyof typeof typing => kind in typing;

const isNotaryChoice = (value: KioskFieldView['value']): value is NotaryChoiceFormValues =>
  typeof value === 'object' && value !== null && 'mode' in value;

const textOf = (value: KioskFieldView['value']) => (typeof value === 'string' ? value : '');

/** One answer of a step: a large input the on-screen keyboard types into, or touch buttons. */
function GuideField({ field, actor }: { field: KioskFieldView; actor: KioskActActorRef }) {
  const { t } = useTranslation(['kiosk', 'acts', 'actTypes']);
  const label = t(`guide.fields.${field.name}`);
  const answer = (value: KioskAnswer) => actor.send({ type: 'kiosk.answered', field: field.name, value });
  const error = field.error ? (
    <Field.ErrorText fontSize="lg">{t(`acts:validation.${field.error}`)}</Field.ErrorText>
  ) : null;

  if (isTyped(field.kind)) {
    const { mask } = typing[field.kind];
    return (
      <Field.Root invalid={field.error !== null} required>
        <Field.Label fontSize="xl">{label}</Field.Label>
        <Input
          size="2xl"
          fontSize="2xl"
          autoComplete="off"
          // The on-screen keyboard types; a touch screen's own keyboard would cover it.
          inputMode="none"
          value={textOf(field.value)}
          placeholder={field.kind === 'date' ? t('guide.datePlaceholder') : undefined}
          borderWidth={field.active ? '3px' : undefined}
          borderColor={field.active ? 'blue.solid' : undefined}
          onFocus={() => actor.send({ type: 'kiosk.focused', field: field.name })}
          // A tap on the field after the keyboard was closed opens it again (it kept the focus).
          onClick={() => actor.send({ type: 'kiosk.focused', field: field.name })}
          onChange={(event) => answer(mask(event.target.value))}
        />
        {error}
      </Field.Root>
    );
  }

  if (field.kind === 'notary') {
    const value = isNotaryChoice(field.value) ? field.value : emptyNotaryChoice;
    return (
      <Stack gap="3" fontSize="lg">
        <NotaryChoice
          value={value}
          onChange={answer}
          errors={field.error ? { [value.mode === 'manual' ? 'notaryId' : 'regionId']: field.error } : {}}
        />
      </Stack>
    );
  }

  if (field.kind === 'countries') {
    // The list as the machine holds it now: two choices may come before the next render.
    const current = () => {
      const now = actor.getSnapshot().context.answers[field.name];
      return Array.isArray(now) ? now : [];
    };
    return (
      <Fieldset.Root invalid={field.error !== null}>
        <Fieldset.Legend fontSize="xl">{label}</Fieldset.Legend>
        <Suspense fallback={<Box height="12" />}>
          <CountryListPicker
            name={field.name}
            size="lg"
            value={Array.isArray(field.value) ? field.value : []}
            current={current}
            onChange={answer}
          />
        </Suspense>
        {field.error && (
          <Fieldset.ErrorText fontSize="lg">{t(`acts:validation.${field.error}`)}</Fieldset.ErrorText>
        )}
      </Fieldset.Root>
    );
  }

  if (field.kind === 'flag') {
    return (
      <Field.Root invalid={field.error !== null} required>
        <Field.Label fontSize="xl">{label}</Field.Label>
        <HStack gap="4" role="group" aria-label={label}>
          {[true, false].map((value) => (
            <Button
              key={String(value)}
              size="2xl"
              minW="40"
              variant={field.value === value ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={field.value === value}
              onClick={() => answer(value)}
            >
              {field.value === value && <Check aria-hidden />}
              {t(value ? 'guide.yes' : 'guide.no')}
            </Button>
          ))}
        </HStack>
        {error}
      </Field.Root>
    );
  }

  const chosen = Array.isArray(field.value) ? field.value : [];
  const isChosen = (option: string) =>
    field.kind === 'choices' ? chosen.includes(option) : field.value === option;
  const choose = (option: string) => {
    if (field.kind === 'choice') return answer(option);
    answer(isChosen(option) ? chosen.filter((value) => value !== option) : [...chosen, option]);
  };
  return (
    <Field.Root invalid={field.error !== null} required>
      <Field.Label fontSize="xl">{label}</Field.Label>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="group" aria-label={label} w="full">
        {field.options.map((option) => (
          <Button
            key={option}
            size="2xl"
            variant={isChosen(option) ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={isChosen(option)}
            onClick={() => choose(option)}
          >
            {isChosen(option) && <Check aria-hidden />}
            {t(`actTypes:options.${field.name}.${option}`)}
          </Button>
        ))}
      </SimpleGrid>
      {error}
    </Field.Root>
  );
}

/** The chosen countries' names in the page's language (their chunk loads with the picker's). */
function CountryNames({ codes }: { codes: readonly string[] }) {
  const { i18n } = useTranslation();
  const names = use(countryNames(i18n.language));
  return <>{codes.map((code) => names[code] ?? code).join(', ')}</>;
}

/** How the review shows an answer. */
function useAnswerText() {
  const { t } = useTranslation(['kiosk', 'acts', 'actTypes']);
  return (field: KioskFieldView) => {
    if (field.kind === 'countries')
      return Array.isArray(field.value) && field.value.length > 0 ? (
        <Suspense fallback="…">
          <CountryNames codes={field.value} />
        </Suspense>
      ) : (
        '—'
      );
    if (isNotaryChoice(field.value)) return t(`acts:notaryChoice.modes.${field.value.mode}`);
    if (typeof field.value === 'boolean') return t(field.value ? 'guide.yes' : 'guide.no');
    if (Array.isArray(field.value))
      return field.value.map((option) => t(`actTypes:options.${field.name}.${option}`)).join(', ');
    if (typeof field.value === 'string' && field.value !== '')
      return field.kind === 'choice' ? t(`actTypes:options.${field.name}.${field.value}`) : field.value;
    return '—';
  };
}

function RefusalAlert({ refusal }: { refusal: ActRefusal }) {
  const { t } = useTranslation('kiosk');
  return (
    <Alert.Root status="error" fontSize="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{refusal.message ?? t('guide.refused')}</Alert.Title>
        {refusal.link && (
          <Alert.Description>
            {refusal.link.internal ? (
              <RouterLink href={refusal.link.href}>{t('guide.openExisting')}</RouterLink>
            ) : (
              <Link href={refusal.link.href} target="_blank" rel="noreferrer">
                {refusal.link.href}
              </Link>
            )}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

function Review({ view, actor }: { view: KioskActView; actor: KioskActActorRef }) {
  const { t } = useTranslation(['kiosk', 'acts']);
  const answerText = useAnswerText();
  const summary = (step: KioskStepView) => (
    <Stack key={step.id} gap="2" borderWidth="1px" borderRadius="l3" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="lg">
          {t(`guide.steps.${step.id}.title`)}
        </Heading>
        <Button
          size="lg"
          variant="outline"
          onClick={() => actor.send({ type: 'kiosk.edit', step: step.id })}
          disabled={view.busy}
          aria-label={t('guide.editStep', { step: t(`guide.steps.${step.id}.title`) })}
        >
          <Pencil aria-hidden />
          {t('guide.edit')}
        </Button>
      </HStack>
      <DataList.Root orientation="horizontal" size="lg">
        {step.fields.map((field) => (
          <DataList.Item key={field.name}>
            <DataList.ItemLabel>{t(`guide.fields.${field.name}`)}</DataList.ItemLabel>
            <DataList.ItemValue>{answerText(field)}</DataList.ItemValue>
          </DataList.Item>
        ))}
        {step.id === 'child' && view.childBirthDate && (
          <DataList.Item>
            <DataList.ItemLabel>{t('guide.birthDate')}</DataList.ItemLabel>
            <DataList.ItemValue>{view.childBirthDate}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );
  return (
    <Stack gap="5" aria-busy={view.busy}>
      <Heading as="h2" size="xl">
        {t('guide.steps.review.title')}
      </Heading>
      <Text fontSize="lg">{t('guide.steps.review.hint')}</Text>
      {view.answered.map(summary)}
      {view.reviewIssues.map((key) => (
        <Alert.Root key={key} status="error" fontSize="lg">
          <Alert.Indicator />
          <Alert.Title>{t(`acts:validation.${key}`)}</Alert.Title>
        </Alert.Root>
      ))}
      {view.refusal && <RefusalAlert refusal={view.refusal} />}
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Button
          size="2xl"
          variant="outline"
          onClick={() => actor.send({ type: 'kiosk.back' })}
          disabled={view.busy}
        >
          <ArrowLeft aria-hidden />
          {t('guide.back')}
        </Button>
        <Button
          size="2xl"
          colorPalette="blue"
          onClick={() => actor.send({ type: 'kiosk.submitted' })}
          loading={view.submitting}
          loadingText={t('guide.creating')}
        >
          <FilePlus2 aria-hidden />
          {t('guide.create')}
        </Button>
      </HStack>
    </Stack>
  );
}

function StepForm({ view, actor }: { view: KioskActView; actor: KioskActActorRef }) {
  const { t } = useTranslation('kiosk');
  const { step, keyboardField } = view;
  return (
    <Stack gap="6">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'kiosk.next' });
        }}
      >
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h2" size="xl">
              {t(`guide.steps.${step.id}.title`)}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t(`guide.steps.${step.id}.hint`)}
            </Text>
          </Stack>
          {view.regionWithoutNotary && <RegionWithoutNotary {...view.regionWithoutNotary} />}
          {step.fields.map((field) => (
            <GuideField key={field.name} field={field} actor={actor} />
          ))}
          {step.id === 'child' && view.childBirthDate && (
            <Text fontSize="xl">{t('guide.birthDateIs', { date: view.childBirthDate })}</Text>
          )}
          <HStack justify="space-between" gap="4" wrap="wrap">
            {view.stepNumber > 1 ? (
              <Button
                size="2xl"
                variant="outline"
                type="button"
                onClick={() => actor.send({ type: 'kiosk.back' })}
              >
                <ArrowLeft aria-hidden />
                {t('guide.back')}
              </Button>
            ) : (
              <Button asChild size="2xl" variant="outline">
                <RouterLink href={paths.kioskMain} textDecoration="none">
                  {t('guide.cancel')}
                </RouterLink>
              </Button>
            )}
            <Button size="2xl" colorPalette="blue" type="submit">
              {t('guide.next')}
              <ArrowRight aria-hidden />
            </Button>
          </HStack>
        </Stack>
      </form>
      {/* Outside the form: react-simple-keyboard's keys are plain <button>s, which would submit it. */}
      {keyboardField && isTyped(keyboardField.kind) && (
        <Suspense fallback={<Spinner size="lg" alignSelf="center" />}>
          <KioskKeyboard
            field={keyboardField.name}
            layout={typing[keyboardField.kind].layout}
            maxLength={typing[keyboardField.kind].maxLength}
            value={textOf(keyboardField.value)}
            onChange={(value) =>
              actor.send({
                type: 'kiosk.answered',
                field: keyboardField.name,
                value: isTyped(keyboardField.kind) ? typing[keyboardField.kind].mask(value) : value,
              })
            }
            onClose={() => actor.send({ type: 'kiosk.keyboardClosed' })}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The guided creation of a spouse consent or a minor's trip on the kiosk (decision 042). */
function KioskActGuide({ typeId }: { typeId: KioskGuidedType }) {
  const { t } = useTranslation(['kiosk', 'actTypes']);
  const reactToError = useErrorReaction();
  const [, navigate] = useLocation();
  const actor = usePageMachine(({ client }) => kioskActMachine.provide({ actors: kioskActActors(client) }), {
    input: { typeId, today: tashkentToday(new Date()) },
  });
  const view = useSelector(actor, selectKioskAct);

  useEffect(() => {
    const subscriptions = [
      actor.on('kiosk.created', ({ act }) => navigate(paths.kioskMyAct(act.rid))),
      actor.on('kiosk.failed', ({ report }) => reactToError(report)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, navigate, reactToError]);

  return (
    <Stack gap="8">
      <PageHeading
        variant="kiosk"
        title={t(`actTypes:titles.${actTypes[typeId].key}`)}
        intro={t('guide.intro')}
      />
      <Progress.Root value={(view.stepNumber / view.stepCount) * 100} size="lg" colorPalette="blue">
        <Progress.Label fontSize="lg">
          {t('guide.stepOf', { number: view.stepNumber, count: view.stepCount })}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {view.reviewing || view.submitting || view.created ? (
        <Review view={view} actor={actor} />
      ) : (
        <StepForm view={view} actor={actor} />
      )}
    </Stack>
  );
}

/** /kiosk/enotarial_act/-1?type=15003|15034: the kiosk main page's act shortcuts. */
export default function KioskActPage() {
  const { t } = useTranslation('kiosk');
  const type = Number(new URLSearchParams(useSearch()).get('type'));
  if (!isKioskGuidedType(type)) {
    return (
      <Alert.Root status="warning" fontSize="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('guide.unknownType')}</Alert.Title>
          <Alert.Description>
            <RouterLink href={paths.kioskMain}>{t('guide.toMain')}</RouterLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <KioskActGuide key={type} typeId={type} />;
}

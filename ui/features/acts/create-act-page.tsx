import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  List,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { FilePlus2, Search, Trash2, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type FieldError, type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useLocation, useSearch } from 'wouter';
import {
  type CreateActFormOutput,
  type CreateActFormValues,
  createActFormSchema,
  createActTypes,
  emptyNotaryChoice,
  vehicleLookupSchema,
} from '../../../machines/act-form/act-form.schema';
import { createActMachine } from '../../../machines/act-form/create-act.machine';
import { selectCreateAct } from '../../../machines/act-form/create-act.select';
import { maskAmount } from '../../../machines/fields/amount';
import { maskPassportNumber } from '../../../machines/fields/passport-number';
import { maskPassportSeries } from '../../../machines/fields/passport-series';
import { maskPhone } from '../../../machines/fields/phone';
import { maskPin } from '../../../machines/fields/pin';
import { maskStateNumber } from '../../../machines/fields/state-number';
import { maskTechPassportNumber, maskTechPassportSeries } from '../../../machines/fields/tech-passport';
import { paths } from '../../../machines/navigation/routes';
import { useAppView } from '../../app-actor/app-actor';
import { OptionSelect } from '../../components/option-select';
import { RouterLink } from '../../components/router-link';
import { useErrorReaction } from '../../errors/error-reaction';
import type { ActRefusal } from './create-act';
import { createActActors, type VehicleLookup } from './create-act.actors';
import { FinesList } from './fines-list';
import { NotaryChoice } from './notary-choice';
import { BansTable } from './vehicle-details';

// One definition for the vehicle forms; each form provides its actors (the app's client, the mode).
const vehicleActForm = createActMachine<VehicleLookup>();

const emptyParty = { passserial: '', passnum: '', pin: '', phone: '' };

/** The type of `?type=`: 1 (sale) or 4 (gift); anything else starts as a sale. */
export function initialActType(search: string): '1' | '4' {
  return new URLSearchParams(search).get('type') === '4' ? '4' : '1';
}

/** `?simplified=1`: "create simplified act" of the my-acts page (decision 036). */
export function simplifiedMode(search: string): boolean {
  return new URLSearchParams(search).get('simplified') === '1';
}

function TextField({
  label,
  error,
  registration,
  placeholder,
  inputMode,
  required = true,
}: {
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'decimal' | 'text';
  required?: boolean;
}) {
  const { t } = useTranslation('acts');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input autoComplete="off" placeholder={placeholder} inputMode={inputMode} {...registration} />
      {error?.message && <Field.ErrorText>{t(`validation.${error.message}`)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A titled group of the form: a legend, an optional hint, its fields. */
function FormSection({ legend, help, children }: { legend: string; help?: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      {help && <Fieldset.HelperText>{help}</Fieldset.HelperText>}
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

// react-hook-form types a nested field's error loosely; its message is what the form shows.
const errorOf = (error: { message?: string } | undefined) => error as FieldError | undefined;

type PartyField = keyof typeof emptyParty;

/**
 * A party's identity and phone (the counterparty, each co-owner). registration(name, mask) registers
 * one of its fields with its mask; with examples, the passport fields show example placeholders.
 */
function PartyFields({
  registration,
  errors,
  examples = false,
  flex,
}: {
  registration: (name: PartyField, mask: (value: string) => string) => UseFormRegisterReturn;
  errors: Partial<Record<PartyField, { message?: string }>> | undefined;
  examples?: boolean;
  flex?: string;
}) {
  const { t } = useTranslation('acts');
  return (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" flex={flex}>
      <TextField
        label={t('create.passserial')}
        error={errorOf(errors?.passserial)}
        registration={registration('passserial', maskPassportSeries)}
        placeholder={examples ? 'AA' : undefined}
      />
      <TextField
        label={t('create.passnum')}
        error={errorOf(errors?.passnum)}
        registration={registration('passnum', maskPassportNumber)}
        placeholder={examples ? '1234567' : undefined}
        inputMode="numeric"
      />
      <TextField
        label={t('create.pin')}
        error={errorOf(errors?.pin)}
        registration={registration('pin', maskPin)}
        inputMode="numeric"
      />
      <TextField
        label={t('create.phone')}
        error={errorOf(errors?.phone)}
        registration={registration('phone', maskPhone)}
        placeholder="(99) 999 99 99"
        inputMode="tel"
        required={false}
      />
    </SimpleGrid>
  );
}

function RefusalAlert({ refusal }: { refusal: ActRefusal }) {
  const { t } = useTranslation('acts');
  const linkLabel =
    refusal.ministryCode === 'duplicate_act' ? t('create.openExisting') : t('create.openLink');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('create.refused')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{refusal.message ?? t('create.error')}</Text>
            {refusal.link &&
              (refusal.link.internal ? (
                <RouterLink href={refusal.link.href} colorPalette="blue" fontWeight="semibold">
                  {linkLabel}
                </RouterLink>
              ) : (
                <Link
                  href={refusal.link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="blue"
                  fontWeight="semibold"
                >
                  {linkLabel}
                </Link>
              ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {items.map(([label, value]) => (
        <Stack key={label} gap="0">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text>{value ?? '—'}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The registry's vehicle with what blocks its sale: bans, arrests, restrictions and fines. */
export function VehicleSummary({ lookup }: { lookup: VehicleLookup }) {
  const { t } = useTranslation('acts');
  const v = lookup.vehicle;
  const activeBans = lookup.bans.filter((ban) => ban.state === 'active').length;
  const unpaidFines = lookup.fines.filter((fine) => !fine.paid).length;
  return (
    <Stack gap="4" p="4" borderWidth="1px" borderRadius="l2" aria-label={t('create.vehicleFound')}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md">
          {`${v.make} ${v.model}`}
        </Heading>
        {activeBans + unpaidFines > 0 ? (
          <Badge colorPalette="red">{t('create.blocked')}</Badge>
        ) : (
          <Badge colorPalette="green">{t('create.clean')}</Badge>
        )}
      </HStack>
      <Facts
        items={[
          [t('vehicle.stateNumber'), v.stateNumber],
          [t('vehicle.techPassport'), `${v.techPassportSeries} ${v.techPassportNumber}`],
          [t('vehicle.make'), v.make],
          [t('vehicle.model'), v.model],
          [t('vehicle.year'), v.year],
          [t('vehicle.colour'), v.colour],
          [t('vehicle.motorNumber'), v.motorNumber],
          [t('vehicle.bodyNumber'), v.bodyNumber],
          [t('vehicle.chassisNumber'), v.chassisNumber],
        ]}
      />
      {lookup.owners.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="sm">
            {t('create.owners')}
          </Heading>
          <List.Root ps="5">
            {lookup.owners.map((owner) => (
              <List.Item key={owner.fio}>
                {owner.share
                  ? t('create.ownerShare', {
                      fio: owner.fio,
                      numerator: owner.share.numerator,
                      denominator: owner.share.denominator,
                    })
                  : owner.fio}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Heading as="h4" size="sm">
        {t('vehicle.bans')}
      </Heading>
      <BansTable bans={lookup.bans} />
      <Heading as="h4" size="sm">
        {t('vehicle.finesList')}
      </Heading>
      <FinesList fines={lookup.fines} />
    </Stack>
  );
}

/**
 * The creation form of a vehicle sale (type 1) or gift (type 4), issue 4; in simplified mode the act
 * takes the simplified path (decision 036) and opens by its uuid once created.
 */
export function CreateActForm({
  initialType,
  simplified = false,
}: {
  initialType: '1' | '4';
  simplified?: boolean;
}) {
  const { t } = useTranslation('acts');
  const { kiosk } = useAppView();
  const client = useClient();
  const reactToError = useErrorReaction();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () => vehicleActForm.provide({ actors: createActActors(client, kiosk) }),
    [client, kiosk],
  );
  const form = useActorRef(logic);
  const view = useSelector(form, selectCreateAct<VehicleLookup>);
  const { register, control, handleSubmit, setValue, watch, trigger, getValues, formState } = useForm<
    CreateActFormValues,
    unknown,
    CreateActFormOutput
  >({
    resolver: zodResolver(createActFormSchema),
    defaultValues: {
      type: initialType,
      vehicle: { stateNumber: '', techPassportSeries: '', techPassportNumber: '' },
      counterparty: emptyParty,
      coOwners: [],
      price: '',
      regtype: '1',
      notary: emptyNotaryChoice,
      simplified,
    },
  });
  const { errors } = formState;
  const coOwners = useFieldArray({ control, name: 'coOwners' });
  const type = String(watch('type'));
  const notary = watch('notary');
  const regtype = String(watch('regtype'));

  useEffect(() => {
    const subscriptions = [
      // A simplified act is opened by its uuid (regsystemid 3); the kiosk opens every act by rid.
      form.on('actForm.created', ({ act }) =>
        navigate(
          kiosk
            ? paths.kioskMyAct(act.rid)
            : simplified
              ? paths.enotarialAct(act.uuid)
              : paths.myAct(act.rid),
        ),
      ),
      // A failure the form does not show (an expired session, a server error) is the policy's.
      form.on('actForm.failed', ({ report }) => reactToError(report)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [form, navigate, kiosk, simplified, reactToError]);

  const masked = <N extends Parameters<typeof register>[0]>(name: N, mask: (value: string) => string) =>
    register(name, {
      onChange: (event: { target: HTMLInputElement }) =>
        setValue(name, mask(event.target.value) as never, { shouldValidate: formState.isSubmitted }),
    });
  const vehicleField = (
    name: 'stateNumber' | 'techPassportSeries' | 'techPassportNumber',
    mask: (value: string) => string,
  ) =>
    register(`vehicle.${name}`, {
      onChange: (event: { target: HTMLInputElement }) => {
        setValue(`vehicle.${name}`, mask(event.target.value));
        form.send({ type: 'actForm.subjectEdited' });
      },
    });

  const findVehicle = async () => {
    if (!(await trigger('vehicle'))) return;
    form.send({ type: 'actForm.lookupRequested', vehicle: vehicleLookupSchema.parse(getValues('vehicle')) });
  };

  const submit = handleSubmit((input) => form.send({ type: 'actForm.submitted', input }));

  const title = t(simplified ? 'create.titleSimplified' : 'create.title');
  const counterpartyRole = type === '4' ? 'donee' : 'buyer';
  const coOwnerRole = type === '4' ? 'giver' : 'seller';

  return (
    <form noValidate onSubmit={submit} aria-label={title} aria-busy={view.busy}>
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {simplified && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t('create.simplifiedHelp')}</Alert.Description>
          </Alert.Root>
        )}

        <Field.Root maxW="md" required>
          <Field.Label>{t('create.type')}</Field.Label>
          <OptionSelect
            field={register('type')}
            options={createActTypes.map((id) => ({ value: String(id), label: t(`create.types.${id}`) }))}
          />
        </Field.Root>

        <FormSection legend={t('create.vehicle')} help={t('create.vehicleHelp')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField
              label={t('vehicle.stateNumber')}
              error={errors.vehicle?.stateNumber}
              registration={vehicleField('stateNumber', maskStateNumber)}
              placeholder="01A123BC"
            />
            <TextField
              label={t('create.techPassportSeries')}
              error={errors.vehicle?.techPassportSeries}
              registration={vehicleField('techPassportSeries', maskTechPassportSeries)}
              placeholder="AAF"
            />
            <TextField
              label={t('create.techPassportNumber')}
              error={errors.vehicle?.techPassportNumber}
              registration={vehicleField('techPassportNumber', maskTechPassportNumber)}
              placeholder="1234567"
              inputMode="numeric"
            />
          </SimpleGrid>
          <Box>
            <Button
              type="button"
              variant="outline"
              colorPalette="blue"
              onClick={findVehicle}
              loading={view.lookingUp}
              loadingText={t('create.lookingUp')}
            >
              <Search aria-hidden />
              {t('create.lookup')}
            </Button>
          </Box>
          {view.lookupRefusal && <RefusalAlert refusal={view.lookupRefusal} />}
          {view.found && <VehicleSummary lookup={view.found} />}
        </FormSection>

        <FormSection legend={t(`roles.${counterpartyRole}`)}>
          <PartyFields
            registration={(name, mask) => masked(`counterparty.${name}`, mask)}
            errors={errors.counterparty}
            examples
          />
        </FormSection>

        <FormSection
          legend={t('create.coOwners', { role: t(`roles.${coOwnerRole}`) })}
          help={t('create.coOwnersHelp')}
        >
          {coOwners.fields.map((field, index) => (
            <HStack key={field.id} align="flex-end" gap="4" wrap={{ base: 'wrap', md: 'nowrap' }}>
              <PartyFields
                registration={(name, mask) => masked(`coOwners.${index}.${name}`, mask)}
                errors={errors.coOwners?.[index]}
                flex="1"
              />
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={t('create.removeCoOwner', { index: index + 1 })}
                onClick={() => coOwners.remove(index)}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
          <Box>
            <Button type="button" variant="outline" size="sm" onClick={() => coOwners.append(emptyParty)}>
              <UserPlus aria-hidden />
              {t('create.addCoOwner')}
            </Button>
          </Box>
        </FormSection>

        <FormSection legend={t('create.terms')}>
          <Box maxW="md">
            <TextField
              label={t(type === '4' ? 'create.giftValue' : 'create.price')}
              error={errorOf(errors.price)}
              registration={masked('price', maskAmount)}
              placeholder="100 000 000,00"
              inputMode="decimal"
            />
          </Box>
          <Field.Root>
            <Field.Label>{t('create.regtype')}</Field.Label>
            <RadioGroup.Root
              value={regtype}
              onValueChange={(details) => setValue('regtype', details.value ?? '1')}
            >
              <HStack gap="6" wrap="wrap">
                {['1', '2'].map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`regtypes.${value}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
        </FormSection>

        <FormSection legend={t('create.notary')} help={t('notaryChoice.help')}>
          <NotaryChoice
            value={notary}
            onChange={(next) => setValue('notary', next, { shouldValidate: formState.isSubmitted })}
            errors={{
              regionId: errors.notary?.regionId?.message,
              notaryId: errors.notary?.notaryId?.message,
            }}
            disabled={view.submitting}
          />
        </FormSection>

        {view.refusal && <RefusalAlert refusal={view.refusal} />}

        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline">
            <RouterLink href={kiosk ? paths.kioskMain : paths.myActs} textDecoration="none">
              {t('create.cancel')}
            </RouterLink>
          </Button>
          <Button
            type="submit"
            colorPalette="blue"
            loading={view.submitting}
            loadingText={t('create.submitting')}
          >
            <FilePlus2 aria-hidden />
            {t('create.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /my_notarial_act/new?type=1|4[&simplified=1] and its kiosk twin. */
export default function CreateActPage() {
  const search = useSearch();
  const initialType = initialActType(search);
  const simplified = simplifiedMode(search);
  return (
    <CreateActForm key={`${initialType}-${simplified}`} initialType={initialType} simplified={simplified} />
  );
}

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
  Link,
  List,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FilePlus2, Plus, Search, Trash2, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  FormProvider,
  type Resolver,
  type UseFieldArrayReturn,
  useFieldArray,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  type ActFormValues,
  type CreateActFormInput,
  emptyParty,
  initialActForm,
  listedBounds,
  partyFieldSet,
  subjectsOf,
  validateActForm,
} from '../../../machines/act-form/act-form.input';
import { vehicleLookupSchema } from '../../../machines/act-form/act-form.schema';
import { createActMachine } from '../../../machines/act-form/create-act.machine';
import { selectCreateAct } from '../../../machines/act-form/create-act.select';
import {
  type ActTypeDefinition,
  type ActTypeId,
  actTypeIds,
  actTypes,
  isActTypeId,
} from '../../../machines/act-types/act-types';
import { type FieldUse, isRequired } from '../../../machines/act-types/field-spec';
import { fieldLabelKeyOf } from '../../../machines/act-types/labels';
import { commonPartyFields, type PartyRole } from '../../../machines/act-types/party';
import type { SubjectKind } from '../../../machines/act-types/subjects';
import type { ActInputIssue } from '../../../machines/act-types/validate';
import { tashkentToday } from '../../../machines/clock/clock';
import { maskBirthRecordNumber } from '../../../machines/fields/birth-record-number';
import { maskPassportNumber } from '../../../machines/fields/passport-number';
import { maskPartyPassportSeries } from '../../../machines/fields/passport-series';
import { maskPhone } from '../../../machines/fields/phone';
import { maskPin } from '../../../machines/fields/pin';
import { paths } from '../../../machines/navigation/routes';
import { useAppView } from '../../app-actor/app-actor';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { OptionSelect } from '../../components/option-select';
import { RouterLink } from '../../components/router-link';
import { useErrorReaction } from '../../errors/error-reaction';
import { useFragment as readFragment } from '../../gql';
import { RegistryBanFields, RegistryFineFields } from '../../graphql/registry-fragments';
import { MaskedTextField, PartError, RegistryField, SharesField } from './act-form-inputs';
import type { ActRefusal } from './create-act';
import { createActActors, type VehicleLookup } from './create-act.actors';
import { FinesList } from './fines-list';
import { NotaryChoice, RegionWithoutNotary } from './notary-choice';
import { BansTable } from './vehicle-details';

// One definition for the creation forms; each form provides its actors (the app's client, the mode).
const actForm = createActMachine<VehicleLookup>();

/** The type of `?type=`: any of the registry's fourteen; anything else starts as a vehicle sale. */
export function initialActType(search: string): ActTypeId {
  const type = Number(new URLSearchParams(search).get('type'));
  return isActTypeId(type) ? type : 1;
}

/** `?simplified=1`: "create simplified act" of the my-acts page (decision 036). */
export function simplifiedMode(search: string): boolean {
  return new URLSearchParams(search).get('simplified') === '1';
}

/**
 * The person `/enotarial_act/-1?pin=…&passserial=…&passnum=…` names, listed as the invited party;
 * null without a PIN. What is wrong with it is the form's to say, on the field.
 */
export function inviteeOf(search: string): { pin: string; passserial: string; passnum: string } | null {
  const query = new URLSearchParams(search);
  const pin = query.get('pin');
  if (pin === null) return null;
  return {
    pin: maskPin(pin),
    passserial: maskPartyPassportSeries(query.get('passserial') ?? ''),
    passnum: maskPassportNumber(query.get('passnum') ?? ''),
  };
}

/** Paths that name a whole list or part, not a field: their message goes to the part's `root`. */
const wholeParts = new Set([
  '',
  'type',
  'simplified',
  'fields',
  'applicant',
  'parties',
  'vehicle',
  'realEstate',
  'other',
]);
const placeOf = (path: string) => (wholeParts.has(path) ? (path === '' ? 'root' : `${path}.root`) : path);

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

/** The registry's issues as react-hook-form's errors, each at the form's own path (its first). */
export function issuesToErrors(issues: readonly ActInputIssue[], type = 'registry'): ErrorTree {
  const errors: ErrorTree = {};
  for (const issue of issues) {
    const keys = placeOf(issue.path).split('.');
    let node = errors as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys.at(-1)!;
    const existing = node[last] as Record<string, unknown> | undefined;
    if (!existing?.message) node[last] = { ...existing, type, message: issue.messageKey };
  }
  return errors;
}

/** The form's resolver: the registry's own rules (validateActForm), no second schema. */
const registryResolver: Resolver<ActFormValues, unknown, CreateActFormInput> = async (values) => {
  const check = validateActForm(values, tashkentToday(new Date()));
  if (check.ok) return { values: check.input, errors: {} };
  return { values: {}, errors: issuesToErrors(check.issues) as never };
};

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

/**
 * The fields of a set (a type's fields, a role's, a subject's) under `prefix`, each required as its
 * use says given the values typed so far (the other purpose when the purpose is "other").
 */
function FieldSetInputs({
  catalogue,
  set,
  prefix,
  only,
  definition,
}: {
  catalogue: 'act' | 'party' | 'vehicle' | 'realEstate' | 'other';
  set: Readonly<Record<string, FieldUse | undefined>>;
  prefix: string;
  only?: (name: string) => boolean;
  /** The type, whose own names of fields (a gift's value) replace the registry's. */
  definition?: ActTypeDefinition;
}) {
  const { watch } = useFormContext();
  const values = (watch(prefix) ?? {}) as Record<string, unknown>;
  const entries = Object.entries(set).filter(
    (entry): entry is [string, FieldUse] => entry[1] !== undefined && (only?.(entry[0]) ?? true),
  );
  if (entries.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {entries.map(([name, use]) =>
        name === 'shares' ? (
          <Box key={name} gridColumn={{ md: 'span 2' }}>
            <SharesField name={`${prefix}.shares`} />
          </Box>
        ) : (
          <Box
            key={name}
            gridColumn={{
              md: ['grantedRights', 'representative', 'marriage', 'insurance', 'divorceRecord'].includes(name)
                ? 'span 2'
                : undefined,
            }}
          >
            <RegistryField
              catalogue={catalogue}
              field={name}
              name={`${prefix}.${name}`}
              required={isRequired(use, values)}
              labelKey={fieldLabelKeyOf(definition, catalogue, name)}
            />
          </Box>
        ),
      )}
    </SimpleGrid>
  );
}

/** The common party fields (representative, interpreter...), folded away: most parties need none. */
const isCommon = (name: string) => (commonPartyFields as readonly string[]).includes(name);

function MoreFields({ children }: { children: ReactNode }) {
  const { t } = useTranslation('actTypes');
  return (
    <Box as="details">
      <Box as="summary" cursor="pointer" color="fg.muted" py="1">
        {t('form.more')}
      </Box>
      <Stack gap="4" pt="3">
        {children}
      </Stack>
    </Box>
  );
}

/** One listed party: its class (where the role allows a legal entity), who it is, its role's fields. */
function PartyFieldset({
  definition,
  index,
  number,
  removable,
  onRemove,
}: {
  definition: ActTypeDefinition;
  index: number;
  number: number;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['actTypes', 'acts']);
  const { setValue, watch } = useFormContext<ActFormValues>();
  const at = `parties.${index}` as const;
  const role = watch(`${at}.role`) as PartyRole;
  const partyClass = (watch(`${at}.class`) ?? 'physical') as 'physical' | 'legal';
  const rule = definition.roles.find((r) => r.role === role);
  const set = partyFieldSet(definition, role, partyClass);
  const roleName = t(`actTypes:roles.${role}`);
  const legend = t('actTypes:form.party', { role: roleName, index: number });
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="l2" p="4">
      {/* The legend is the fieldset's first child: it names the group. */}
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.Content>
        {removable && (
          <HStack justify="flex-end" mt="-10">
            <IconButton
              variant="ghost"
              colorPalette="red"
              aria-label={t('actTypes:form.removeParty', { role: roleName, index: number })}
              onClick={onRemove}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        )}
        {rule && rule.classes.length > 1 && (
          <Field.Root>
            <Field.Label>{t('actTypes:form.class')}</Field.Label>
            <RadioGroup.Root
              value={partyClass}
              onValueChange={(details) =>
                setValue(`${at}.class`, (details.value ?? 'physical') as 'physical')
              }
            >
              <HStack gap="6" wrap="wrap">
                {rule.classes.map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`actTypes:classes.${value}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
        )}
        {partyClass === 'legal' ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <MaskedTextField
              name={`${at}.inn`}
              label={t('actTypes:form.inn')}
              required
              mask={(v) => v.replace(/\D/g, '').slice(0, 9)}
              inputMode="numeric"
            />
            <MaskedTextField name={`${at}.branchName`} label={t('actTypes:form.branchName')} />
            <MaskedTextField
              name={`${at}.manager.pin`}
              label={t('actTypes:parts.manager.pin')}
              required
              mask={maskPin}
              inputMode="numeric"
            />
            <MaskedTextField
              name={`${at}.manager.passserial`}
              label={t('actTypes:parts.manager.passserial')}
              required
              mask={maskPartyPassportSeries}
              placeholder="AA"
            />
            <MaskedTextField
              name={`${at}.manager.passnum`}
              label={t('actTypes:parts.manager.passnum')}
              required
              mask={maskPassportNumber}
              placeholder="1234567"
              inputMode="numeric"
            />
            <MaskedTextField
              name={`${at}.phone`}
              label={t('acts:create.phone')}
              mask={maskPhone}
              inputMode="tel"
              placeholder="(99) 999 99 99"
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
            {/* The PIN and the document together, both required (decision 069). */}
            {rule?.identity === 'birthRecord' ? (
              <MaskedTextField
                name={`${at}.birthRecordNumber`}
                label={t('acts:create.birthRecordNumber')}
                required
                mask={maskBirthRecordNumber}
                placeholder="FHDYO-2015-000173"
              />
            ) : (
              <>
                <MaskedTextField
                  name={`${at}.passserial`}
                  label={t('acts:create.passserial')}
                  required
                  mask={maskPartyPassportSeries}
                  placeholder="AA"
                />
                <MaskedTextField
                  name={`${at}.passnum`}
                  label={t('acts:create.passnum')}
                  required
                  mask={maskPassportNumber}
                  placeholder="1234567"
                  inputMode="numeric"
                />
              </>
            )}
            <MaskedTextField
              name={`${at}.pin`}
              label={t('acts:create.pin')}
              required
              mask={maskPin}
              inputMode="numeric"
            />
            <MaskedTextField
              name={`${at}.phone`}
              label={t('acts:create.addedPhone')}
              help={t('acts:create.addedPhoneHint')}
              mask={maskPhone}
              inputMode="tel"
              placeholder="(99) 999 99 99"
            />
          </SimpleGrid>
        )}
        <FieldSetInputs catalogue="party" set={set} prefix={at} only={(name) => !isCommon(name)} />
        {partyClass === 'physical' && (
          <MoreFields>
            <FieldSetInputs catalogue="party" set={set} prefix={at} only={isCommon} />
          </MoreFields>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** A role's parties: the applicant's own fields for their role, then the listed ones, within the role's bounds. */
function RoleSection({
  definition,
  role,
  parties,
}: {
  definition: ActTypeDefinition;
  role: PartyRole;
  /** The form's one list of parties (one field array for every role, so the input's indexes are the form's). */
  parties: UseFieldArrayReturn<ActFormValues, 'parties'>;
}) {
  const { t } = useTranslation('actTypes');
  const listed = parties.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.role === role);
  const bounds = listedBounds(definition, role);
  const applicant = role === definition.applicantRole;
  const rule = definition.roles.find((r) => r.role === role)!;
  const roleName = t(`roles.${role}`);
  const applicantSet = {
    ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional' as const])),
    ...rule.fields,
  };
  if (applicant && bounds.max === 0 && Object.keys(rule.fields).length === 0) {
    return (
      <FormSection legend={t('form.applicant', { role: roleName })}>
        <MoreFields>
          <FieldSetInputs catalogue="party" set={applicantSet} prefix="applicant" />
        </MoreFields>
      </FormSection>
    );
  }
  return (
    <FormSection legend={roleName} help={t('form.partiesHelp', { min: rule.min, max: rule.max })}>
      {applicant && (
        <Fieldset.Root borderWidth="1px" borderRadius="l2" p="4">
          <Fieldset.Legend fontWeight="semibold">{t('form.applicant', { role: roleName })}</Fieldset.Legend>
          <Fieldset.Content>
            <FieldSetInputs
              catalogue="party"
              set={applicantSet}
              prefix="applicant"
              only={(name) => !isCommon(name)}
            />
            <MoreFields>
              <FieldSetInputs catalogue="party" set={applicantSet} prefix="applicant" only={isCommon} />
            </MoreFields>
          </Fieldset.Content>
        </Fieldset.Root>
      )}
      {listed.map(({ field, index }, position) => (
        <PartyFieldset
          key={field.id}
          definition={definition}
          index={index}
          number={position + (applicant ? 2 : 1)}
          removable={listed.length > bounds.min}
          onRemove={() => parties.remove(index)}
        />
      ))}
      {listed.length < bounds.max && (
        <Box>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => parties.append(emptyParty(definition, role))}
          >
            <UserPlus aria-hidden />
            {t('form.addParty', { role: roleName })}
          </Button>
        </Box>
      )}
    </FormSection>
  );
}

/** A subject of the type: always there when required, added and removed by hand when optional. */
function SubjectSection({
  definition,
  kind,
  vehicleLookup,
}: {
  definition: ActTypeDefinition;
  kind: SubjectKind;
  vehicleLookup: ReactNode;
}) {
  const { t } = useTranslation(['actTypes', 'acts']);
  const { setValue, watch } = useFormContext<ActFormValues>();
  const use = definition.subjects[kind]!;
  const added = watch(`withSubject.${kind}`) as boolean;
  const shown = use.use === 'required' || added;
  const name = t(`actTypes:subjects.${kind}`);
  return (
    <FormSection legend={name} help={kind === 'vehicle' ? t('acts:create.vehicleHelp') : undefined}>
      {shown ? (
        <>
          {kind === 'vehicle' ? (
            <>
              <FieldSetInputs
                catalogue="vehicle"
                set={use.fields}
                prefix="vehicle"
                only={(n) => n !== 'price'}
                definition={definition}
              />
              {vehicleLookup}
              <FieldSetInputs
                catalogue="vehicle"
                set={use.fields}
                prefix="vehicle"
                only={(n) => n === 'price'}
                definition={definition}
              />
            </>
          ) : (
            <FieldSetInputs catalogue={kind} set={use.fields} prefix={kind} definition={definition} />
          )}
          {use.use === 'optional' && (
            <Box>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                colorPalette="red"
                onClick={() => setValue(`withSubject.${kind}`, false)}
              >
                <Trash2 aria-hidden />
                {t('actTypes:form.removeSubject', { subject: name })}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <Box>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setValue(`withSubject.${kind}`, true)}
          >
            <Plus aria-hidden />
            {t('actTypes:form.addSubject', { subject: name })}
          </Button>
        </Box>
      )}
      <PartError name={`${kind}.root`} />
    </FormSection>
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
  const activeBans = lookup.bans.filter(
    (ban) => readFragment(RegistryBanFields, ban).state === 'active',
  ).length;
  const unpaidFines = lookup.fines.filter((fine) => !readFragment(RegistryFineFields, fine).paid).length;
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
 * The creation form of every act type (issue 10), generated from the registry: the type picker,
 * the type's fields, its roles' parties, its subjects, then the registration type and the notary
 * (docs/decisions/038-act-creation-form.md). In simplified mode the act takes the simplified path
 * (decision 036) and opens by its uuid once created; `invitee` lists someone as the invited party
 * (/enotarial_act/-1).
 */
export function CreateActForm({
  initialType,
  simplified = false,
  invitee = null,
}: {
  initialType: ActTypeId;
  simplified?: boolean;
  invitee?: { pin: string; passserial: string; passnum: string } | null;
}) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const { kiosk } = useAppView();
  const reactToError = useErrorReaction();
  const [, navigate] = useLocation();
  // The app's mode is fixed for its lifetime (a kiosk is a kiosk), so the form's actors are built once.
  const actor = usePageMachine(({ client }) => actForm.provide({ actors: createActActors(client, kiosk) }));
  const view = useSelector(actor, selectCreateAct<VehicleLookup>);
  const form = useForm<ActFormValues, unknown, CreateActFormInput>({
    resolver: registryResolver,
    defaultValues: initialActForm(initialType, { simplified, invitee: invitee ?? undefined }),
  });
  const { control, handleSubmit, setValue, trigger, getValues, reset, setError, formState } = form;
  const parties = useFieldArray({ control, name: 'parties' });
  const typeId = Number(form.watch('type'));
  const definition = actTypes[isActTypeId(typeId) ? typeId : initialType];
  const notary = form.watch('notary');
  const regtype = String(form.watch('regtype'));

  useEffect(() => {
    const subscriptions = [
      // A simplified act is opened by its uuid (regsystemid 3); the kiosk opens every act by rid.
      actor.on('actForm.created', ({ act }) =>
        navigate(
          kiosk
            ? paths.kioskMyAct(act.rid)
            : simplified
              ? paths.enotarialAct(act.uuid)
              : paths.myAct(act.rid),
        ),
      ),
      // A failure the form does not show (an expired session, a server error) is the policy's.
      actor.on('actForm.failed', ({ report }) => reactToError(report)),
      // The user's region has no notary on the portal: the automatic choice in the nearest that has one.
      actor.on('actForm.notaryRegionChosen', ({ regionId }) =>
        setValue('notary', {
          ...getValues('notary'),
          mode: 'region',
          regionId: String(regionId),
          districtId: '',
          notaryId: '',
        }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, navigate, kiosk, simplified, reactToError, setValue, getValues]);

  // A person named by the link is checked at once: a wrong PIN says so on its field.
  useEffect(() => {
    if (invitee) void trigger(['parties.0.pin', 'parties.0.passserial', 'parties.0.passnum']);
  }, [invitee, trigger]);

  // The ministry's validation_failed messages, each on the field of its path.
  const ministryFields = view.refusal?.fields;
  useEffect(() => {
    if (!ministryFields) return;
    for (const [path, message] of Object.entries(ministryFields)) {
      setError(placeOf(path) as never, { type: 'ministry', message });
    }
  }, [ministryFields, setError]);

  const chooseType = (next: string) => {
    const id = Number(next);
    if (!isActTypeId(id)) return;
    const kept = getValues(['regtype', 'notary']);
    reset({ ...initialActForm(id, { simplified }), regtype: kept[0], notary: kept[1] });
    actor.send({ type: 'actForm.typeChosen' });
  };

  const findVehicle = async () => {
    if (!(await trigger(['vehicle.stateNumber', 'vehicle.techPassportSeries', 'vehicle.techPassportNumber'])))
      return;
    const parsed = vehicleLookupSchema.safeParse(getValues('vehicle'));
    if (parsed.success) actor.send({ type: 'actForm.lookupRequested', vehicle: parsed.data });
  };

  const submit = handleSubmit((input) => actor.send({ type: 'actForm.submitted', input }));
  const title = t(simplified ? 'create.titleSimplified' : 'create.title');
  // Controlled: choosing a type starts the form over with that type's values (chooseType).
  const typeField = {
    value: String(definition.id),
    onChange: (event: { target: HTMLSelectElement }) => chooseType(event.target.value),
  };

  const vehicleLookup = (
    <>
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
    </>
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={title}
        aria-busy={view.busy}
        onInput={(event) => {
          // A vehicle field typed anew: the registry's record no longer answers for it. The DOM's
          // `input`, as typed: a form's `change` would come only when a field loses the focus (it
          // does on Preact, decision 101).
          const target = event.target as EventTarget as HTMLInputElement;
          if (/^vehicle\.(stateNumber|techPassportSeries|techPassportNumber)$/.test(target.name)) {
            actor.send({ type: 'actForm.subjectEdited' });
          }
        }}
      >
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

          <Field.Root maxW="xl" required>
            <Field.Label>{t('create.type')}</Field.Label>
            <OptionSelect
              field={typeField}
              options={actTypeIds.map((id) => ({
                value: String(id),
                label: t(`actTypes:${actTypes[id].titleKey}`),
              }))}
            />
          </Field.Root>

          {subjectsOf(definition).map((kind) => (
            <SubjectSection
              key={`${definition.id}-${kind}`}
              definition={definition}
              kind={kind}
              vehicleLookup={vehicleLookup}
            />
          ))}

          {Object.keys(definition.fields).length > 0 && (
            <FormSection legend={t('actTypes:form.details')}>
              <FieldSetInputs
                catalogue="act"
                set={definition.fields}
                prefix="fields"
                definition={definition}
              />
            </FormSection>
          )}

          {definition.roles.map((rule) => (
            <RoleSection
              key={`${definition.id}-${rule.role}`}
              definition={definition}
              role={rule.role}
              parties={parties}
            />
          ))}
          <PartError name="parties.root" />

          <FormSection legend={t('create.terms')}>
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
            {view.regionWithoutNotary && <RegionWithoutNotary {...view.regionWithoutNotary} />}
            <NotaryChoice
              value={notary}
              onChange={(next) => {
                setValue('notary', next, { shouldValidate: formState.isSubmitted });
                actor.send({ type: 'actForm.notaryEdited' });
              }}
              errors={{
                regionId: formState.errors.notary?.regionId?.message,
                notaryId: formState.errors.notary?.notaryId?.message,
              }}
              disabled={view.submitting}
            />
          </FormSection>

          <PartError name="root" />
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
    </FormProvider>
  );
}

/**
 * /my_notarial_act/new?type=<id>[&simplified=1], its kiosk twin, and /enotarial_act/-1?pin=…&
 * passserial=…&passnum=… (the new-act form with that person invited).
 */
export default function CreateActPage() {
  const search = useSearch();
  const initialType = initialActType(search);
  const simplified = simplifiedMode(search);
  const invitee = useMemo(() => inviteeOf(search), [search]);
  return <CreateActForm key={search} initialType={initialType} simplified={simplified} invitee={invitee} />;
}

import {
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, Suspense, use, useMemo } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CatalogueName,
  catalogues,
  choiceOptions,
  emptyGroup,
  type GroupName,
  groupParts,
  type InputKind,
  isGroupName,
} from '../../../machines/act-form/act-form.fields';
import type { FieldKind } from '../../../machines/act-types/field-spec';
import { maskAmount } from '../../../machines/fields/amount';
import { maskBirthRecordNumber } from '../../../machines/fields/birth-record-number';
import { maskCadastreNumber } from '../../../machines/fields/cadastre-number';
import { maskCalendarDate } from '../../../machines/fields/calendar-date';
import { countryNumericCodes } from '../../../machines/fields/country';
import { maskInn } from '../../../machines/fields/inn';
import { maskBlankNumber, maskBlankPrefix, maskBlankSeries } from '../../../machines/fields/notarial-blank';
import { maskPassportNumber } from '../../../machines/fields/passport-number';
import { maskPartyPassportSeries } from '../../../machines/fields/passport-series';
import { maskPin } from '../../../machines/fields/pin';
import { maskStateNumber } from '../../../machines/fields/state-number';
import { maskTechPassportNumber, maskTechPassportSeries } from '../../../machines/fields/tech-passport';
import type { Locale } from '../../../machines/session/local-store.schema';
import { type Option, OptionSelect } from '../../components/option-select';
import { htmlLang } from '../../i18n/i18n';
import { countryNames } from './country-names';

/*
 * Only useForm, useFieldArray, FormProvider, useFormContext and get of react-hook-form: its chunk is
 * shared with /kiosk/auth's login form, so every other export it uses (Controller, useWatch) would
 * count against that page's first-load budget (decision 029). Values are read with the form's watch.
 */

/**
 * One input per kind of the registry's fields (machines/act-types/field-spec.ts), for any form built
 * on react-hook-form: each reads the form from its context (wrap the form in FormProvider), takes
 * the field's path and label, and shows the field's error. An error's message is a translation key
 * of acts:validation (the registry's rules), or, for a ministry's validation_failed answer (error
 * type `ministry`), the ministry's own text already in the user's language.
 * `RegistryField` picks the input of a registry field from its kind; `GroupField` shows a group's
 * parts (docs/decisions/038-act-creation-form.md).
 */

export interface InputProps {
  /** The field's path in the form's values (`fields.termFrom`, `parties.0.pin`). */
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  disabled?: boolean;
}

/** The error message of `name` to show: the ministry's text, or the translated registry key. */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation('acts');
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string; type?: string } | undefined;
  if (!error?.message) return undefined;
  return error.type === 'ministry' ? error.message : t(`validation.${error.message}`);
}

function FieldFrame({
  name,
  label,
  required,
  help,
  disabled,
  children,
}: InputProps & { children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A text input whose typing goes through `mask` (the field module's own, machines/fields). */
export function MaskedTextField({
  mask,
  inputMode,
  placeholder,
  ...props
}: InputProps & {
  mask?: (value: string) => string;
  inputMode?: 'numeric' | 'tel' | 'decimal' | 'text';
  placeholder?: string;
}) {
  const { register, setValue, formState } = useFormContext();
  const registration = register(props.name, {
    onChange: mask
      ? (event: { target: HTMLInputElement }) =>
          setValue(props.name, mask(event.target.value), { shouldValidate: formState.isSubmitted })
      : undefined,
  });
  return (
    <FieldFrame {...props}>
      <Input
        autoComplete="off"
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={props.disabled}
        {...registration}
      />
    </FieldFrame>
  );
}

/** Digits only, at most `max` of them. */
const digitsMask = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

/** A decimal with at most two places (an area, a percent): digits, one comma or dot. */
export function maskDecimal(value: string): string {
  const cleaned = value.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length > 0 ? `${whole.slice(0, 9)},${rest.join('').slice(0, 2)}` : whole.slice(0, 9);
}

/** A date typed dd.mm.yyyy. */
export function DateField(props: InputProps) {
  return <MaskedTextField {...props} mask={maskCalendarDate} inputMode="numeric" placeholder="dd.mm.yyyy" />;
}

/** An amount of so'm with the currency mask of section 5. */
export function AmountField(props: InputProps) {
  return <MaskedTextField {...props} mask={maskAmount} inputMode="decimal" placeholder="100 000,00" />;
}

/** A whole count (pages, rooms, months). */
export function CountField(props: InputProps) {
  return <MaskedTextField {...props} mask={digitsMask(9)} inputMode="numeric" />;
}

/** A measure with two decimals (an area in m², a percent). */
export function DecimalField(props: InputProps) {
  return <MaskedTextField {...props} mask={maskDecimal} inputMode="decimal" />;
}

/** The countries' names in the page's language, waiting (Suspense) for their chunk. */
function useCountryNames(): Readonly<Record<string, string>> {
  const { i18n } = useTranslation();
  return use(countryNames(i18n.language));
}

/**
 * The countries of ISO 3166-1 as options: the numeric code the ministry stores, the name in the
 * page's language, in that language's alphabetical order (decision 078). A native select finds a
 * name as its first letters are typed.
 */
function useCountryOptions(): readonly Option[] {
  const { i18n } = useTranslation();
  const names = useCountryNames();
  return useMemo(() => {
    const collator = new Intl.Collator(htmlLang[i18n.language as Locale] ?? i18n.language);
    return countryNumericCodes
      .map((code) => ({ value: String(code), label: names[code] ?? String(code) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [names, i18n.language]);
}

/** The place of a country's select while the names load: the select's height, so nothing moves. */
const selectPlace = <Box height="10" />;

/** A country chosen from the list by its name; the value is its numeric code. */
export function CountryField(props: InputProps) {
  return (
    <FieldFrame {...props}>
      <Suspense fallback={selectPlace}>
        <CountrySelect name={props.name} />
      </Suspense>
    </FieldFrame>
  );
}

function CountrySelect({ name }: { name: string }) {
  const { register } = useFormContext();
  const { t } = useTranslation('acts');
  const options = useCountryOptions();
  return <OptionSelect field={register(name)} empty={t('create.choose')} options={options} />;
}

/**
 * Several countries, chosen one at a time from the list; each chosen one shows its name and a
 * button that removes it. The value is the list of numeric codes, in the order chosen.
 */
export function CountriesField({ name, label, required, disabled }: InputProps) {
  const error = useFieldError(name);
  const { t } = useTranslation('actTypes');
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>
        {label}
        {required && ' *'}
      </Fieldset.Legend>
      <Suspense fallback={selectPlace}>
        <CountriesPicker name={name} disabled={disabled} />
      </Suspense>
      <Fieldset.HelperText>{t('form.countriesHelp')}</Fieldset.HelperText>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function CountriesPicker({ name, disabled }: { name: string; disabled?: boolean }) {
  const { setValue, getValues, watch, formState } = useFormContext();
  const value = watch(name);
  // The list as it is now: two changes may come before the next render.
  const now = (): string[] => (Array.isArray(getValues(name)) ? getValues(name) : []);
  return (
    <CountryListPicker
      name={name}
      value={Array.isArray(value) ? value : []}
      current={now}
      onChange={(next) => setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      disabled={disabled}
    />
  );
}

/**
 * Countries chosen one at a time from the list, each shown with its name and a button that removes
 * it; the value is the list of numeric codes in the order chosen. Controlled: the creation form
 * wires it to its field, the kiosk's guide to its answers (`size="lg"` for a touch screen). Waits
 * (Suspense) for the names' chunk.
 */
export function CountryListPicker({
  name,
  value,
  onChange,
  current = () => value,
  disabled,
  size,
}: {
  name: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The list as it is now, when a change may come before the next render. */
  current?: () => readonly string[];
  disabled?: boolean;
  size?: 'lg';
}) {
  const { t } = useTranslation('actTypes');
  const names = useCountryNames();
  const options = useCountryOptions();
  return (
    <Stack gap="2">
      {value.length > 0 && (
        <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
          {value.map((code) => {
            const country = names[code] ?? code;
            return (
              <HStack as="li" key={code} gap="1" borderWidth="1px" borderRadius="md" ps="3" fontSize={size}>
                <Text as="span">{country}</Text>
                <IconButton
                  variant="ghost"
                  size={size === 'lg' ? 'lg' : 'sm'}
                  aria-label={t('form.removeCountry', { country })}
                  disabled={disabled}
                  onClick={() => onChange(current().filter((item) => item !== code))}
                >
                  <X />
                </IconButton>
              </HStack>
            );
          })}
        </HStack>
      )}
      <OptionSelect
        size={size}
        field={{
          name: `${name}.add`,
          value: '',
          'aria-label': t('form.addCountry'),
          onChange: (event) => {
            const code = event.currentTarget.value;
            if (code && !current().includes(code)) onChange([...current(), code]);
          },
        }}
        empty={t('form.addCountry')}
        options={options.filter((option) => !value.includes(option.value))}
      />
    </Stack>
  );
}

/**
 * A native checkbox with its label: no Chakra recipe to load (the checkbox's would go into the
 * shared recipes module, which /kiosk/auth's chunk carries, decision 029).
 */
function CheckboxInput({
  label,
  checked,
  onChange,
  name,
  value,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  value?: string;
  disabled?: boolean;
}) {
  return (
    <HStack as="label" gap="2" align="center" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-blue-600)' }}
      />
      <Text as="span">{label}</Text>
    </HStack>
  );
}

/** A yes/no field: a checkbox. */
export function FlagField({ name, label, disabled }: InputProps) {
  const { setValue, watch, formState } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <CheckboxInput
        label={label}
        name={name}
        checked={watch(name) === true}
        onChange={(checked) =>
          setValue(name, checked, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
        disabled={disabled}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface ChoiceProps extends InputProps {
  options: readonly { value: string; label: string }[];
}

/** One of a closed list: a select led by an empty choice. */
export function ChoiceField({ options, ...props }: ChoiceProps) {
  const { register } = useFormContext();
  const { t } = useTranslation('acts');
  return (
    <FieldFrame {...props}>
      <OptionSelect field={register(props.name)} empty={t('create.choose')} options={options} />
    </FieldFrame>
  );
}

/**
 * Several of a closed list: a group of checkboxes whose value is the list of checked values. Each
 * change is applied to the list as the form holds it at that moment, not as last rendered.
 */
export function ChoicesField({ name, label, required, options, disabled }: ChoiceProps) {
  const { setValue, formState, getValues, watch } = useFormContext();
  const value = watch(name);
  const chosen: string[] = Array.isArray(value) ? value : [];
  const error = useFieldError(name);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>
        {label}
        {required && ' *'}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {options.map((option) => (
          <CheckboxInput
            key={option.value}
            label={option.label}
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onChange={(checked) => {
              // The list as it is now: two changes may come before the next render.
              const now: string[] = Array.isArray(getValues(name)) ? getValues(name) : [];
              setValue(
                name,
                checked
                  ? [...now.filter((item) => item !== option.value), option.value]
                  : now.filter((item) => item !== option.value),
                { shouldDirty: true, shouldValidate: formState.isSubmitted },
              );
            }}
          />
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The mask of the text kinds whose field module has one. */
const textMasks: Partial<Record<FieldKind, (value: string) => string>> = {
  pin: maskPin,
  passportSeries: maskPartyPassportSeries,
  passportNumber: maskPassportNumber,
  birthRecordNumber: maskBirthRecordNumber,
  inn: maskInn,
  cadastreNumber: maskCadastreNumber,
  stateNumber: maskStateNumber,
  techPassportSeries: maskTechPassportSeries,
  techPassportNumber: maskTechPassportNumber,
  blankPrefix: maskBlankPrefix,
  blankSeries: maskBlankSeries,
  blankNumber: maskBlankNumber,
};

const numericKinds = new Set<FieldKind>([
  'pin',
  'inn',
  'techPassportNumber',
  'passportNumber',
  'blankPrefix',
  'blankNumber',
]);

/**
 * The names of a choice field's values: the rights and the relationship degrees have their own
 * lists (actTypes:rights, money:relationship), every other choice actTypes:options.<field>.
 */
export function useOptionLabel() {
  const { t } = useTranslation(['actTypes', 'money']);
  return (field: string, value: string) => {
    if (field === 'rights' || field === 'grantedRights') return t(`actTypes:rights.${value}`);
    if (field === 'relationship') return t(`money:relationship.${value}`);
    return t(`actTypes:options.${field}.${value}`);
  };
}

/** The input of one kind (a group's part, or a field of the registry whose kind is known). */
export function KindInput({
  kind,
  field,
  options = [],
  ...props
}: InputProps & { kind: InputKind; field: string; options?: readonly string[] }) {
  const optionLabel = useOptionLabel();
  const labelled = options.map((value) => ({ value, label: optionLabel(field, value) }));
  switch (kind) {
    case 'date':
      return <DateField {...props} />;
    case 'amount':
      return <AmountField {...props} />;
    case 'count':
      return <CountField {...props} />;
    case 'percent':
    case 'area':
      return <DecimalField {...props} />;
    case 'flag':
      return <FlagField {...props} />;
    case 'choice':
      return <ChoiceField {...props} options={labelled} />;
    case 'choices':
      return <ChoicesField {...props} options={labelled} />;
    case 'reference':
      return <CountField {...props} />;
    case 'country':
      return <CountryField {...props} />;
    case 'countries':
      return <CountriesField {...props} />;
    default: {
      const mask = textMasks[kind];
      return (
        <MaskedTextField {...props} mask={mask} inputMode={numericKinds.has(kind) ? 'numeric' : 'text'} />
      );
    }
  }
}

/**
 * The parts of a group field (a representative's PIN and basis, a marriage record...), each with
 * its kind's input, under the group's name. `name` is the group's path; for a list group (shares)
 * the path of one entry.
 */
export function GroupField({
  group,
  name,
  label,
  required,
  disabled,
}: Omit<InputProps, 'help'> & { group: GroupName }) {
  const { t } = useTranslation('actTypes');
  const error = useFieldError(name);
  const parts = Object.entries(groupParts[group]) as [string, InputKind][];
  const partOptions = group === 'grantedRights' ? choiceOptions(catalogues.party.grantedRights) : [];
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>
        {label}
        {required && ' *'}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: parts.length > 1 && group !== 'grantedRights' ? 3 : 1 }} gap="4">
          {parts.map(([part, kind]) => (
            <KindInput
              key={part}
              kind={kind}
              field={part}
              name={`${name}.${part}`}
              label={t(`parts.${group}.${part}`)}
              required={required && kind !== 'flag'}
              disabled={disabled}
              options={kind === 'choices' ? partOptions : []}
            />
          ))}
        </SimpleGrid>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/**
 * A field of a registry catalogue at `name`: its label is actTypes:fields.<catalogue>.<field>, its
 * input the one of its kind, a group its parts. A list group (shares) is the form's to repeat.
 */
export function RegistryField({
  catalogue,
  field,
  name,
  required,
  disabled,
  labelKey,
}: {
  catalogue: CatalogueName;
  field: string;
  name: string;
  required?: boolean;
  disabled?: boolean;
  /** The type's own name of the field (machines/act-types `fieldLabelKeyOf`); the registry's otherwise. */
  labelKey?: string;
}) {
  const { t } = useTranslation('actTypes');
  const spec = (catalogues[catalogue] as Readonly<Record<string, { kind: FieldKind }>>)[field];
  if (!spec) return null;
  const label = t(labelKey ?? `fields.${catalogue}.${field}`);
  // A field of parts (the granted rights are choices and a delegation flag) shows its parts.
  if (isGroupName(field)) {
    return <GroupField group={field} name={name} label={label} required={required} disabled={disabled} />;
  }
  const full = (catalogues[catalogue] as Readonly<Record<string, Parameters<typeof choiceOptions>[0]>>)[
    field
  ]!;
  return (
    <KindInput
      kind={spec.kind as InputKind}
      field={field}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      options={choiceOptions(full)}
    />
  );
}

/** A stack of registry fields, as a form section lays them out. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The message of a whole part (a role's count, a subject left out), where the part is shown. */
export function PartError({ name }: { name: string }) {
  const error = useFieldError(name);
  if (!error) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {error}
    </Text>
  );
}

/** The shares passed on (other subject data): a repeating group of share and recipient. */
export function SharesField({ name }: { name: string }) {
  const { t } = useTranslation('actTypes');
  const { control } = useFormContext();
  const shares = useFieldArray({ control, name });
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{t('fields.other.shares')}</Text>
      {shares.fields.map((field, index) => (
        <HStack key={field.id} align="flex-end" gap="4">
          <Box flex="1">
            <GroupField
              group="shares"
              name={`${name}.${index}`}
              label={t('form.share', { index: index + 1 })}
            />
          </Box>
          <IconButton
            variant="ghost"
            colorPalette="red"
            aria-label={t('form.removeShare', { index: index + 1 })}
            onClick={() => shares.remove(index)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ))}
      <PartError name={name} />
      <Box>
        <Button type="button" variant="outline" size="sm" onClick={() => shares.append(emptyGroup('shares'))}>
          <Plus aria-hidden />
          {t('form.addShare')}
        </Button>
      </Box>
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Button,
  Field,
  HStack,
  Input,
  RadioCard,
  RadioGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NotaryChoiceFormValues,
  type NotaryMode,
  notaryModes,
} from '../../../machines/act-form/act-form.schema';
import type { NamedRegion } from '../../../machines/act-form/create-act.machine';
import { notarySearchMachine, searchableName } from '../../../machines/act-form/notary-search.machine';
import { notarySearchIntents, selectNotarySearch } from '../../../machines/act-form/notary-search.select';
import { formatPhone } from '../../../machines/fields/phone';
import { type LocalizedText, localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { useChangeOf, usePageQuery } from '../../app-actor/use-page-query';
import { OptionSelect } from '../../components/option-select';
import { type ChoosableNotary, notaryChoiceRegions, notarySearchActors } from './notary-choice.actors';

export interface NotaryChoiceProps {
  value: NotaryChoiceFormValues;
  onChange: (value: NotaryChoiceFormValues) => void;
  /** Translation keys (namespace acts, `validation.*`) of what the form's schema refused. */
  errors?: { regionId?: string | undefined; notaryId?: string | undefined };
  disabled?: boolean;
}

/**
 * The notary of an act: automatic in the applicant's region, automatic in a chosen region, or one
 * picked by hand from the notaries of a region, district and name (GET /api/notaries through
 * Query.notaries). Controlled: the host's form holds the value and its zod schema
 * (`notaryChoiceFormSchema`) turns it into NotaryChoiceInput. Used by the creation form and by the
 * panel that chooses again after the applicant rejected a notary.
 */
export function NotaryChoice({ value, onChange, errors = {}, disabled = false }: NotaryChoiceProps) {
  const { t, i18n } = useTranslation('acts');
  const regions = usePageQuery('notaryChoiceRegions', notaryChoiceRegions, null).data ?? [];
  const districts = regions.find((r) => String(r.id) === value.regionId)?.districts ?? [];
  const set = (patch: Partial<NotaryChoiceFormValues>) => onChange({ ...value, ...patch });
  const placeOptions = (places: readonly { id: number; name: LocalizedText }[]) =>
    places.map((place) => ({ value: String(place.id), label: localizedText(place.name, i18n.language) }));

  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={value.mode}
        disabled={disabled}
        onValueChange={(details) =>
          set({ mode: notaryModes.find((mode) => mode === details.value) ?? 'auto' })
        }
      >
        <RadioGroup.Label>{t('notaryChoice.mode')}</RadioGroup.Label>
        <Stack gap="2" mt="2">
          {notaryModes.map((mode: NotaryMode) => (
            <RadioGroup.Item key={mode} value={mode}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`notaryChoice.modes.${mode}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>

      {value.mode !== 'auto' && (
        <SimpleGrid
          columns={{ base: 1, md: value.mode === 'manual' ? 3 : 1 }}
          gap="4"
          maxW={value.mode === 'manual' ? undefined : 'md'}
        >
          <Field.Root
            invalid={Boolean(errors.regionId)}
            required={value.mode === 'region'}
            disabled={disabled}
          >
            <Field.Label>
              {t('notaryChoice.region')}
              {value.mode === 'region' && <Field.RequiredIndicator />}
            </Field.Label>
            <OptionSelect
              field={{
                value: value.regionId,
                onChange: (event) => set({ regionId: event.target.value, districtId: '', notaryId: '' }),
              }}
              empty={t(value.mode === 'region' ? 'notaryChoice.chooseRegion' : 'notaryChoice.allRegions')}
              options={placeOptions(regions)}
            />
            {errors.regionId && <Field.ErrorText>{t(`validation.${errors.regionId}`)}</Field.ErrorText>}
          </Field.Root>

          {value.mode === 'manual' && (
            <>
              <Field.Root disabled={disabled || districts.length === 0}>
                <Field.Label>{t('notaryChoice.district')}</Field.Label>
                <OptionSelect
                  field={{
                    value: value.districtId,
                    onChange: (event) => set({ districtId: event.target.value, notaryId: '' }),
                  }}
                  empty={t('notaryChoice.allDistricts')}
                  options={placeOptions(districts)}
                />
              </Field.Root>
              <Field.Root disabled={disabled}>
                <Field.Label>{t('notaryChoice.name')}</Field.Label>
                <Input
                  type="search"
                  autoComplete="off"
                  value={value.name}
                  maxLength={100}
                  onChange={(event) => set({ name: event.target.value, notaryId: '' })}
                />
                <Field.HelperText>{t('notaryChoice.nameHelp')}</Field.HelperText>
              </Field.Root>
            </>
          )}
        </SimpleGrid>
      )}

      {value.mode === 'manual' && (
        <Field.Root invalid={Boolean(errors.notaryId)} disabled={disabled}>
          <NotaryList value={value} onChoose={(notaryId) => set({ notaryId })} disabled={disabled} />
          {errors.notaryId && <Field.ErrorText>{t(`validation.${errors.notaryId}`)}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}

function NotaryList({
  value,
  onChoose,
  disabled,
}: {
  value: NotaryChoiceFormValues;
  onChoose: (notaryId: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('acts');
  const filter = {
    regionId: value.regionId ? Number(value.regionId) : null,
    districtId: value.districtId ? Number(value.districtId) : null,
    name: searchableName(value.name),
  };
  const actor = usePageMachine(
    ({ client }) => notarySearchMachine.provide({ actors: notarySearchActors(client) }),
    {
      input: { filter },
    },
  );
  const intents = useMemo(() => notarySearchIntents(actor.send), [actor]);
  useChangeOf(filter, intents.change);
  const search = useSelector(actor, selectNotarySearch<ChoosableNotary>);

  if (search.narrowFirst) return <Text color="fg.muted">{t('notaryChoice.narrowFirst')}</Text>;
  if (search.searching)
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('notaryChoice.searching')}</Text>
      </HStack>
    );
  // The failure itself is the global error policy's toast.
  if (search.failed)
    return (
      <HStack gap="3" wrap="wrap">
        <Text color="fg.error">{t('notaryChoice.loadError')}</Text>
        <Button size="sm" variant="outline" onClick={intents.retry}>
          {t('retry')}
        </Button>
      </HStack>
    );
  const notaries = search.notaries ?? [];
  if (notaries.length === 0) return <Text role="status">{t('notaryChoice.nothingFound')}</Text>;
  return (
    <RadioCard.Root
      value={value.notaryId || null}
      onValueChange={(details) => details.value && onChoose(details.value)}
      disabled={disabled}
      colorPalette="blue"
      width="full"
    >
      <RadioCard.Label>{t('notaryChoice.list')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {notaries.map((notary) => {
          const chosen = String(notary.id) === value.notaryId;
          return (
            <RadioCard.Item key={notary.id} value={String(notary.id)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <HStack gap="2" wrap="wrap">
                    <RadioCard.ItemText>{localizedText(notary.name, i18n.language)}</RadioCard.ItemText>
                    {chosen && <Badge colorPalette="blue">{t('notaryChoice.chosen')}</Badge>}
                  </HStack>
                  <RadioCard.ItemDescription>
                    <Stack gap="0">
                      <Text>{localizedText(notary.office.name, i18n.language)}</Text>
                      <Text>{localizedText(notary.office.address, i18n.language)}</Text>
                      {notary.office.phone && (
                        <Text>{t('notaryChoice.phone', { phone: formatPhone(notary.office.phone) })}</Text>
                      )}
                      <Text fontSize="xs">{t('notaryChoice.licence', { number: notary.licenseNumber })}</Text>
                    </Stack>
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

/** The user's region has no notary on the portal: said as the form opens, with the nearest that has one. */
export function RegionWithoutNotary({
  region,
  nearest,
}: {
  region: NamedRegion;
  nearest: NamedRegion | null;
}) {
  const { t } = useTranslation('acts');
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('notaryChoice.regionWithoutNotary.title')}</Alert.Title>
        <Alert.Description>
          {nearest
            ? t('notaryChoice.regionWithoutNotary.nearest', { region: region.name, nearest: nearest.name })
            : t('notaryChoice.regionWithoutNotary.none', { region: region.name })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

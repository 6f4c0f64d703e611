import {
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  List,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import {
  actGeneralEditSchema,
  actGeneralLimits,
  actLinkKinds,
  actPlaces,
  type ActGeneralEdit as GeneralValues,
} from '../../../machines/act-form/act-general.schema';
import {
  type ActGeneralSave,
  actGeneralEditMachine,
  selectActGeneralEdit,
} from '../../../machines/act-form/act-general-edit.machine';
import { maskRegistryNumber } from '../../../machines/fields/registry-number';
import { paths } from '../../../machines/navigation/routes';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { ModalDialog } from '../../components/modal-dialog';
import { OptionSelect } from '../../components/option-select';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/toaster';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { useFragment as readFragment } from '../../gql';
import { formatDate } from './act-format';
import { ActDetailFragment, SetActGeneralMutation } from './acts.documents';
import type { ActDetail } from './use-act';
import { Fields } from './vehicle-details';

// The act's general fields of decision 080: what the General tab shows of them, and the notary's
// dialog to set them while checking the act (a statechart: closed, editing, saving).

type FormInput = z.input<typeof actGeneralEditSchema>;

/** The links the notary stored (not those seen from the other end, nor the registry's base). */
const ownLinks = (act: ActDetail) =>
  act.general.linkedActs.filter(
    (link) => !link.derived && (actLinkKinds as readonly string[]).includes(link.relation),
  );

/** The form's starting values: the act's general fields as stored. */
export function generalFormValues(act: ActDetail): FormInput {
  const g = act.general;
  return {
    place: g.place,
    placeAddress: g.placeAddress ?? '',
    freeOfPayment: g.freeOfPayment,
    freeOfPaymentReason: g.freeOfPaymentReason ?? '',
    attributes: g.attributes.map(({ title, value }) => ({ title, value })),
    links: ownLinks(act).map((link) => ({
      kind: link.relation as (typeof actLinkKinds)[number],
      regnum: link.regnum,
    })),
  };
}

/** Rows of the General tab: where, how long, free of payment and why. */
export function generalRows(act: ActDetail, t: TFunction<'acts'>): [string, string | null][] {
  const g = act.general;
  return [
    [
      t('general.place'),
      g.place === 'elsewhere'
        ? t('general.placeElsewhere', { address: g.placeAddress ?? '' })
        : t('general.placeOffice'),
    ],
    [t('general.dateBegin'), formatDate(g.dateBegin)],
    [t('general.dateFinish'), formatDate(g.dateFinish)],
    [t('general.freeOfPaymentReason'), g.freeOfPayment ? (g.freeOfPaymentReason ?? null) : null],
  ];
}

/** The notary's attributes and the linked acts: a link only to an act the viewer may open. */
export function GeneralLists({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const { attributes, linkedActs } = act.general;
  return (
    <Stack gap="3">
      {attributes.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold">{t('general.attributes')}</Text>
          <Fields items={attributes.map(({ title, value }) => [title, value])} />
        </Stack>
      )}
      {linkedActs.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold">{t('general.linkedActs')}</Text>
          <List.Root ps="5" aria-label={t('general.linkedActs')}>
            {linkedActs.map((link) => (
              <List.Item key={`${link.relation}-${link.regnum}`}>
                {t(`general.relations.${link.relation}`)}:{' '}
                {link.rid ? (
                  <RouterLink href={paths.myAct(link.rid)} colorPalette="blue">
                    {link.regnum}
                  </RouterLink>
                ) : (
                  <Text as="span" title={t('general.linkedNoAccess')}>
                    {link.regnum}
                  </Text>
                )}
                {link.regdate ? ` (${formatDate(link.regdate)})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/** The notary's button and dialog; nothing for anybody else or in another step (view.canEditGeneral). */
export function ActGeneralEdit({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  const { t } = useTranslation('acts');
  const actor = usePageMachine(({ client }) =>
    actGeneralEditMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: ActGeneralSave }): Promise<unknown> => {
          const result = await client.mutation(SetActGeneralMutation, input).toPromise();
          // A refusal, a stale version or a lost access is the global error policy's toast.
          return result.data ? readFragment(ActDetailFragment, result.data.setActGeneral) : null;
        }),
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('general.saved', (event) => {
      toaster.create({ title: t('generalEdit.saved'), type: 'success', closable: true });
      onAct(event.act as ActDetail);
    });
    return () => subscription.unsubscribe();
  }, [actor, onAct, t]);
  const view = useSelector(actor, (snapshot) => selectActGeneralEdit(snapshot, actor.send));
  if (!act.view.canEditGeneral) return null;
  return (
    <>
      <HStack>
        <Button variant="outline" colorPalette="blue" onClick={view.openEdit}>
          {t('generalEdit.button')}
        </Button>
      </HStack>
      {view.open && (
        <GeneralDialog
          act={act}
          saving={view.saving}
          onClose={view.close}
          onSubmit={(values) => view.submit(act, values)}
        />
      )}
    </>
  );
}

function GeneralDialog({
  act,
  saving,
  onClose,
  onSubmit,
}: {
  act: ActDetail;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: GeneralValues) => void;
}) {
  const { t } = useTranslation('acts');
  const formId = useId();
  const { register, control, handleSubmit, watch, setValue, formState } = useForm<
    FormInput,
    unknown,
    GeneralValues
  >({
    defaultValues: generalFormValues(act),
    resolver: zodResolver(actGeneralEditSchema),
  });
  const attributes = useFieldArray({ control, name: 'attributes' });
  const links = useFieldArray({ control, name: 'links' });
  const errors = formState.errors;
  const message = (key: unknown) => (typeof key === 'string' ? t(`validation.${key}`) : undefined);
  const place = watch('place');
  const free = watch('freeOfPayment');
  return (
    <ModalDialog
      open
      onClose={onClose}
      closable={!saving}
      title={t('generalEdit.title')}
      closeLabel={t('dialog.close')}
      contentProps={{ maxW: '2xl' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('generalEdit.cancel')}
          </Button>
          <Button colorPalette="blue" type="submit" form={formId} loading={saving}>
            {t('generalEdit.save')}
          </Button>
        </>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
          <Text color="fg.muted">{t('generalEdit.hint')}</Text>
          <Field.Root invalid={Boolean(errors.place)}>
            <Field.Label>{t('generalEdit.place')}</Field.Label>
            {/* Watched and set as the other fields are (no Controller: it would grow the form library's
                shared chunk, which the first pages carry). */}
            <RadioGroup.Root
              value={place}
              onValueChange={(details) =>
                setValue('place', details.value as (typeof actPlaces)[number], { shouldDirty: true })
              }
              aria-label={t('generalEdit.place')}
            >
              <Stack gap="2">
                {actPlaces.map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {t(value === 'office' ? 'generalEdit.placeOffice' : 'generalEdit.placeElsewhere')}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Field.ErrorText>{message(errors.place?.message)}</Field.ErrorText>
          </Field.Root>
          {place === 'elsewhere' && (
            <Field.Root invalid={Boolean(errors.placeAddress)} required>
              <Field.Label>
                {t('generalEdit.placeAddress')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                maxLength={actGeneralLimits.placeAddress}
                autoComplete="off"
                {...register('placeAddress')}
              />
              <Field.ErrorText>{message(errors.placeAddress?.message)}</Field.ErrorText>
            </Field.Root>
          )}
          <HStack as="label" gap="2" cursor="pointer">
            <input
              type="checkbox"
              checked={free === true}
              onChange={(event) => setValue('freeOfPayment', event.target.checked, { shouldDirty: true })}
              style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-blue-600)' }}
            />
            <Text as="span">{t('generalEdit.freeOfPayment')}</Text>
          </HStack>
          {free === true && (
            <Field.Root invalid={Boolean(errors.freeOfPaymentReason)} required>
              <Field.Label>
                {t('generalEdit.freeOfPaymentReason')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                maxLength={actGeneralLimits.freeOfPaymentReason}
                {...register('freeOfPaymentReason')}
              />
              <Field.ErrorText>{message(errors.freeOfPaymentReason?.message)}</Field.ErrorText>
            </Field.Root>
          )}

          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold">
              {t('generalEdit.attributes')}
            </Text>
            {attributes.fields.map((row, index) => (
              <HStack key={row.id} align="start">
                <Field.Root invalid={Boolean(errors.attributes?.[index]?.title)}>
                  <Field.Label>{t('generalEdit.attributeTitle')}</Field.Label>
                  <Input
                    maxLength={actGeneralLimits.attributeTitle}
                    {...register(`attributes.${index}.title`)}
                  />
                  <Field.ErrorText>{message(errors.attributes?.[index]?.title?.message)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.attributes?.[index]?.value)}>
                  <Field.Label>{t('generalEdit.attributeValue')}</Field.Label>
                  <Input
                    maxLength={actGeneralLimits.attributeValue}
                    {...register(`attributes.${index}.value`)}
                  />
                  <Field.ErrorText>{message(errors.attributes?.[index]?.value?.message)}</Field.ErrorText>
                </Field.Root>
                <IconButton
                  mt="6"
                  variant="ghost"
                  aria-label={`${t('generalEdit.remove')}: ${t('generalEdit.attributeTitle')} ${index + 1}`}
                  onClick={() => attributes.remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            ))}
            <Text color="fg.error" fontSize="sm">
              {message(errors.attributes?.message ?? errors.attributes?.root?.message)}
            </Text>
            {attributes.fields.length < actGeneralLimits.attributes && (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => attributes.append({ title: '', value: '' })}
                >
                  <Plus /> {t('generalEdit.addAttribute')}
                </Button>
              </HStack>
            )}
          </Stack>

          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold">
              {t('generalEdit.links')}
            </Text>
            {links.fields.map((row, index) => (
              <HStack key={row.id} align="start">
                <Field.Root invalid={Boolean(errors.links?.[index]?.kind)}>
                  <Field.Label>{t('generalEdit.linkKind')}</Field.Label>
                  <OptionSelect
                    field={register(`links.${index}.kind`)}
                    options={actLinkKinds.map((kind) => ({
                      value: kind,
                      label: t(`generalEdit.kinds.${kind}`),
                    }))}
                  />
                  <Field.ErrorText>{message(errors.links?.[index]?.kind?.message)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.links?.[index]?.regnum)}>
                  <Field.Label>{t('generalEdit.linkRegnum')}</Field.Label>
                  <Input
                    autoComplete="off"
                    placeholder="NA-2026-000001"
                    {...register(`links.${index}.regnum`, {
                      onChange: (event: { target: HTMLInputElement }) =>
                        setValue(`links.${index}.regnum`, maskRegistryNumber(event.target.value)),
                    })}
                  />
                  <Field.ErrorText>{message(errors.links?.[index]?.regnum?.message)}</Field.ErrorText>
                </Field.Root>
                <IconButton
                  mt="6"
                  variant="ghost"
                  aria-label={`${t('generalEdit.remove')}: ${t('generalEdit.linkRegnum')} ${index + 1}`}
                  onClick={() => links.remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            ))}
            {links.fields.length < actGeneralLimits.links && (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => links.append({ kind: 'annuls', regnum: '' })}
                >
                  <Plus /> {t('generalEdit.addLink')}
                </Button>
              </HStack>
            )}
          </Stack>
        </form>
      </Stack>
    </ModalDialog>
  );
}

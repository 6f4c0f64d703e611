import { Button, Field, HStack, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ActEventForm, actEventTraits, fromWireEvent } from '../../../machines/act/act.events';
import { createActActionsMachine } from '../../../machines/act-actions/act-actions.machine';
import { selectActActions } from '../../../machines/act-actions/act-actions.select';
import {
  onSiteFormSchema,
  reasonFormSchema,
  remarkFormSchema,
  visitFormSchema,
} from '../../../machines/act-form/act-form.schema';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { ModalDialog } from '../../components/modal-dialog';
import { OptionSelect } from '../../components/option-select';
import type { ActEventPayloadInput, ActEventType } from '../../gql/graphql';
import { actActionsActors } from './act-actions.actors';
import { formatTiyin } from './act-format';
import { InvoicesForm } from './invoices-form';
import type { ActDetail } from './use-act';

/** What the statechart's traits table says of an event the gateway named (act_sentForCheck). */
export const traitsOf = (type: ActEventType) => actEventTraits[fromWireEvent(type)];

/** The button that opens an event's confirmation: outlined in red when the event cannot be undone. */
export function EventButton({ type, onClick }: { type: ActEventType; onClick: () => void }) {
  const { t } = useTranslation('acts');
  const { destructive } = traitsOf(type);
  return (
    <Button
      colorPalette={destructive ? 'red' : 'blue'}
      variant={destructive ? 'outline' : 'solid'}
      onClick={onClick}
    >
      {t(`events.${type}.button`)}
    </Button>
  );
}

/**
 * The events with a button: not the internal ones (the card payment's confirmation is the pay
 * button of its invoice; the non-attendance job is nobody's to press).
 */
export function actionBarEvents(allowed: readonly ActEventType[]): ActEventType[] {
  return allowed.filter((type) => !traitsOf(type).internal);
}

type Send = (payload: ActEventPayloadInput | null) => void;

const actActionsLogic = createActActionsMachine<ActDetail, ActEventType, ActEventPayloadInput>();

function ConfirmDialog({
  type,
  open,
  onClose,
  busy,
  children,
  formId,
  onConfirm,
}: {
  type: ActEventType;
  open: boolean;
  onClose: () => void;
  busy: boolean;
  children?: ReactNode;
  /** With a form: the confirm button submits it. */
  formId?: string;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation('acts');
  const { destructive } = traitsOf(type);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closable={!busy}
      title={t(`events.${type}.title`)}
      closeLabel={t('dialog.close')}
      rootProps={{ role: destructive ? 'alertdialog' : 'dialog' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : 'blue'}
            loading={busy}
            {...(formId ? { type: 'submit' as const, form: formId } : { onClick: onConfirm })}
          >
            {t(`events.${type}.button`)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t(`events.${type}.confirm`)}</Text>
        {children}
      </Stack>
    </ModalDialog>
  );
}

/** A form inside the confirmation dialog: react-hook-form + the zod schema of act-form. */
function useEventForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaults: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults as never,
  });
}

function ErrorText({ message }: { message: string | undefined }) {
  const { t } = useTranslation('acts');
  return message ? <Field.ErrorText>{t(`validation.${message}`)}</Field.ErrorText> : null;
}

function TextForm({
  field,
  formId,
  onSubmit,
}: {
  field: 'remark' | 'reason';
  formId: string;
  onSubmit: (payload: ActEventPayloadInput) => void;
}) {
  const { t } = useTranslation('acts');
  const schema = field === 'remark' ? remarkFormSchema : reasonFormSchema;
  const form = useEventForm(schema, field === 'remark' ? { remark: '' } : ({ reason: '' } as never));
  const error = (form.formState.errors as Record<string, { message?: string }>)[field]?.message;
  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values as ActEventPayloadInput))}
    >
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{t(`forms.${field}`)}</Field.Label>
        <Textarea rows={4} {...form.register(field as never)} />
        <ErrorText message={error} />
      </Field.Root>
    </form>
  );
}

function VisitForm({
  formId,
  current,
  onSubmit,
}: {
  formId: string;
  current: { date: string; time: string; regtype: number } | null;
  onSubmit: (payload: ActEventPayloadInput) => void;
}) {
  const { t } = useTranslation('acts');
  const form = useForm<z.input<typeof visitFormSchema>, unknown, z.output<typeof visitFormSchema>>({
    resolver: zodResolver(visitFormSchema),
    defaultValues: {
      date: current?.date ?? '',
      time: current?.time ?? '',
      regtype: String(current?.regtype ?? 1),
    },
  });
  const { errors } = form.formState;
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit((visit) => onSubmit({ visit }))}>
      <Stack gap="3">
        <HStack gap="3" align="start">
          <Field.Root invalid={Boolean(errors.date)} required>
            <Field.Label>{t('forms.date')}</Field.Label>
            <Input type="date" {...form.register('date')} />
            <ErrorText message={errors.date?.message} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.time)} required>
            <Field.Label>{t('forms.time')}</Field.Label>
            <Input type="time" {...form.register('time')} />
            <ErrorText message={errors.time?.message} />
          </Field.Root>
        </HStack>
        <Field.Root invalid={Boolean(errors.regtype)}>
          <Field.Label>{t('forms.regtype')}</Field.Label>
          <OptionSelect
            field={form.register('regtype')}
            options={['1', '2'].map((value) => ({ value, label: t(`regtypes.${value}`) }))}
          />
        </Field.Root>
      </Stack>
    </form>
  );
}

function OnSiteForm({
  formId,
  act,
  onSubmit,
}: {
  formId: string;
  act: ActDetail;
  onSubmit: (payload: ActEventPayloadInput) => void;
}) {
  const { t, i18n } = useTranslation('acts');
  const form = useForm<z.input<typeof onSiteFormSchema>, unknown, z.output<typeof onSiteFormSchema>>({
    resolver: zodResolver(onSiteFormSchema),
    defaultValues: { invoiceId: act.view.onSiteInvoiceIds[0] ?? '' },
  });
  const invoices = act.payments.filter((invoice) => act.view.onSiteInvoiceIds.includes(invoice.id));
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(({ invoiceId }) => onSubmit({ invoiceId }))}>
      <Field.Root invalid={Boolean(form.formState.errors.invoiceId)}>
        <Field.Label>{t('forms.invoice')}</Field.Label>
        <OptionSelect
          field={form.register('invoiceId')}
          options={invoices.map((invoice) => ({
            value: invoice.id,
            label: `${t(`purposes.${invoice.purpose}`)} — ${formatTiyin(invoice.amount, i18n.language)} ${t('som')}`,
          }))}
        />
        <ErrorText message={form.formState.errors.invoiceId?.message} />
      </Field.Root>
    </form>
  );
}

/**
 * One button per event the statechart allows this viewer now (`view.allowed`, which is `can`),
 * each behind its confirmation dialog; a notary event's dialog holds its form. Sends the act's
 * version, so a screen that is behind is refused (STALE_VERSION) instead of applying twice.
 */
export function ActActionBar({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  const { t } = useTranslation('acts');
  const actor = usePageMachine(({ client }) =>
    actActionsLogic.provide({ actors: { sendEvent: actActionsActors(client).sendEvent } }),
  );
  const events = actionBarEvents(act.view.allowed);
  const bar = useSelector(actor, (snapshot) => selectActActions(snapshot, actor.send, events), sameBar);
  useEffect(() => {
    const subscription = actor.on('action.done', ({ act: next }) => onAct(next));
    return () => subscription.unsubscribe();
  }, [actor, onAct]);
  if (events.length === 0) return null;
  return (
    <>
      <Wrap gap="3" role="toolbar" aria-label={t('detail.actions')}>
        {events.map((type) => (
          <EventButton key={type} type={type} onClick={() => bar.open(type)} />
        ))}
      </Wrap>
      {bar.openEvent && (
        <FormDialog
          key={bar.openEvent}
          type={bar.openEvent}
          act={act}
          busy={bar.busy}
          send={(payload) => bar.confirm(act, payload)}
          onClose={bar.close}
        />
      )}
    </>
  );
}

/** The projection's data compared (its intents are new functions on every read). */
const sameBar = (a: { openEvent: unknown; busy: boolean }, b: { openEvent: unknown; busy: boolean }) =>
  a.openEvent === b.openEvent && a.busy === b.busy;

function FormDialog({
  type,
  act,
  busy,
  send,
  onClose,
}: {
  type: ActEventType;
  act: ActDetail;
  busy: boolean;
  send: Send;
  onClose: () => void;
}) {
  const formId = useId();
  const { form } = traitsOf(type);
  if (form === null)
    return <ConfirmDialog type={type} open busy={busy} onClose={onClose} onConfirm={() => send(null)} />;
  return (
    <ConfirmDialog type={type} open busy={busy} onClose={onClose} formId={formId}>
      <FormWithId formId={formId} form={form} act={act} send={send} />
    </ConfirmDialog>
  );
}

/** EventForm with the dialog's form id, so the footer's confirm button submits it. */
function FormWithId({
  formId,
  form,
  act,
  send,
}: {
  formId: string;
  form: ActEventForm;
  act: ActDetail;
  send: Send;
}) {
  const submit = (payload: ActEventPayloadInput) => send(payload);
  switch (form) {
    case 'remark':
      return <TextForm field="remark" formId={formId} onSubmit={submit} />;
    case 'reason':
      return <TextForm field="reason" formId={formId} onSubmit={submit} />;
    case 'invoices':
      return <InvoicesForm uuid={act.uuid} formId={formId} onSubmit={submit} />;
    case 'visit':
      return <VisitForm formId={formId} current={act.view.visit ?? null} onSubmit={submit} />;
    case 'onSiteInvoice':
      return <OnSiteForm formId={formId} act={act} onSubmit={submit} />;
  }
}

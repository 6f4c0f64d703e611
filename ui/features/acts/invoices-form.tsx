import { Button, Field, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createActFeeMachine } from '../../../machines/act-actions/act-actions.machine';
import { type ActFeeView, selectActFee } from '../../../machines/act-actions/act-actions.select';
import { invoicePurposes, invoicesFormSchemaFor } from '../../../machines/act-form/act-form.schema';
import { typedAmountSchema } from '../../../machines/fields/amount';
import { computedAmount, invoiceNeedsReason } from '../../../machines/money/act-fee';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { OptionSelect } from '../../components/option-select';
import type { ActEventPayloadInput } from '../../gql/graphql';
import { actActionsActors } from './act-actions.actors';
import { formatTiyin } from './act-format';
import { type Fee, FeeBasisText } from './fee-basis-text';

type FormInput = z.input<ReturnType<typeof invoicesFormSchemaFor>>;

/**
 * The notary's invoices (act.invoicesIssued): opened with the act's computed fee, one invoice per
 * purpose it charges, each with its basis in words; an amount changed from the computed one asks for
 * the reason, which the schema of machines/act-form requires as the ministry does. While the fee
 * loads the form waits; where none could be computed it opens empty, as before.
 */
export function InvoicesForm({
  uuid,
  formId,
  onSubmit,
}: {
  uuid: string;
  formId: string;
  onSubmit: (payload: ActEventPayloadInput) => void;
}) {
  const { t } = useTranslation('acts');
  const actor = usePageMachine(
    ({ client }) => actFeeLogic.provide({ actors: { loadFee: actActionsActors(client).loadFee } }),
    { input: { uuid } },
  );
  const { loading, fee } = useSelector(actor, selectActFee<Fee>, shallowEqual);
  if (loading) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('fee.loading')}</Text>
      </HStack>
    );
  }
  return <InvoicesFields fee={fee} formId={formId} onSubmit={onSubmit} />;
}

const actFeeLogic = createActFeeMachine<Fee>();

const shallowEqual = (a: ActFeeView<Fee>, b: ActFeeView<Fee>) => a.loading === b.loading && a.fee === b.fee;

function InvoicesFields({
  fee,
  formId,
  onSubmit,
}: {
  fee: Fee | null;
  formId: string;
  onSubmit: (payload: ActEventPayloadInput) => void;
}) {
  const { t, i18n } = useTranslation('acts');
  const schema = useMemo(() => invoicesFormSchemaFor(fee), [fee]);
  const defaults: FormInput['invoices'] =
    fee && fee.invoices.length > 0
      ? fee.invoices.map((invoice) => ({
          amount: formatTiyin(invoice.amount, i18n.language),
          purpose: invoice.purpose,
          reason: '',
        }))
      : [{ amount: '', purpose: 'state_fee', reason: '' }];
  const form = useForm<FormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { invoices: defaults },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'invoices' });
  // watch, not useWatch: the login's first load shares react-hook-form's chunk (decision 038).
  const values = form.watch('invoices');
  const errors = form.formState.errors.invoices;
  /** Whether the row's amount, as typed, differs from the computed one (its reason field shows). */
  const changed = (index: number) => {
    const row = values?.[index];
    if (!row?.purpose) return false;
    const amount = typedAmountSchema.safeParse(row.amount ?? '');
    const amountTiyin = amount.success ? Math.round(amount.data * 100) : Number.NaN;
    return invoiceNeedsReason(fee, { purpose: row.purpose, amountTiyin });
  };
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit((parsed) => onSubmit(parsed))}>
      <Stack gap="3">
        {fee && fee.invoices.length > 0 && (
          <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t('fee.title')}>
            <Text fontWeight="semibold">{t('fee.title')}</Text>
            {fee.invoices.map((invoice) => (
              <FeeBasisText key={invoice.purpose} fee={fee} invoice={invoice} />
            ))}
          </Stack>
        )}
        {fee === null && <Text color="fg.muted">{t('fee.none')}</Text>}
        {fields.map((item, index) => {
          const computed = values?.[index]?.purpose ? computedAmount(fee, values[index].purpose) : undefined;
          return (
            <Stack key={item.id} gap="2">
              <HStack align="end" gap="2">
                <Field.Root invalid={Boolean(errors?.[index]?.amount)} flex="1" required>
                  <Field.Label>{t('forms.amount')}</Field.Label>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.register(`invoices.${index}.amount`)}
                  />
                  <ErrorText message={errors?.[index]?.amount?.message} />
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>{t('forms.purpose')}</Field.Label>
                  <OptionSelect
                    field={form.register(`invoices.${index}.purpose`)}
                    options={invoicePurposes.map((purpose) => ({
                      value: purpose,
                      label: t(`purposes.${purpose}`),
                    }))}
                  />
                </Field.Root>
                <IconButton
                  variant="ghost"
                  aria-label={t('forms.removeInvoice')}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
              {changed(index) && computed !== undefined && (
                <Field.Root invalid={Boolean(errors?.[index]?.reason)} required>
                  <Field.Label>{t('forms.feeReason')}</Field.Label>
                  <Input autoComplete="off" {...form.register(`invoices.${index}.reason`)} />
                  <Field.HelperText>
                    {t('fee.changed', { amount: formatTiyin(computed, i18n.language) })}
                  </Field.HelperText>
                  <ErrorText message={errors?.[index]?.reason?.message} />
                </Field.Root>
              )}
            </Stack>
          );
        })}
        {errors?.root?.message && <Text color="fg.error">{t(`validation.${errors.root.message}`)}</Text>}
        <Button
          variant="outline"
          size="sm"
          alignSelf="start"
          onClick={() => append({ amount: '', purpose: 'service', reason: '' })}
        >
          <Plus aria-hidden />
          {t('forms.addInvoice')}
        </Button>
      </Stack>
    </form>
  );
}

function ErrorText({ message }: { message: string | undefined }) {
  const { t } = useTranslation('acts');
  return message ? <Field.ErrorText>{t(`validation.${message}`)}</Field.ErrorText> : null;
}

import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useId, useMemo } from 'react';
import { type FieldError, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { type CardForm, cardFormSchema } from '../../../machines/act-form/act-form.schema';
import { maskCardExpiry } from '../../../machines/fields/card-expiry';
import { maskCardNumber } from '../../../machines/fields/card-number';
import { ModalDialog } from '../../components/modal-dialog';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { useFragment as readFragment } from '../../gql';
import { formatTiyin } from './act-format';
import { ActDetailFragment, PayInvoiceMutation } from './acts.documents';
import type { ActDetail } from './use-act';

/** The card's two fields: each one's mask, the browser's autofill name, its example and length. */
const cardFields = {
  card: {
    mask: maskCardNumber,
    autoComplete: 'cc-number',
    placeholder: '0000 0000 0000 0000',
    maxLength: 19,
  },
  expiry: { mask: maskCardExpiry, autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 },
} as const;

function CardField({
  name,
  form: { register, setValue },
  error,
  maxW,
}: {
  name: keyof CardForm;
  form: Pick<UseFormReturn<CardForm>, 'register' | 'setValue'>;
  error: FieldError | undefined;
  maxW?: string;
}) {
  const { t } = useTranslation('acts');
  const { mask, ...input } = cardFields[name];
  return (
    <Field.Root invalid={Boolean(error)} required maxW={maxW}>
      <Field.Label>{t(`pay.${name}`)}</Field.Label>
      <Input
        inputMode="numeric"
        {...input}
        {...register(name, {
          onChange: (event: { target: HTMLInputElement }) => setValue(name, mask(event.target.value)),
        })}
      />
      {error?.message && <Field.ErrorText>{t(`validation.${error.message}`)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The sandbox card payment of one invoice: card 4x4 digits (Luhn) and expiry MM/YY (section 5). */
export function PayDialog({
  act,
  invoice,
  onClose,
  onAct,
}: {
  act: ActDetail;
  invoice: { id: string; amount: number; purpose: string };
  onClose: () => void;
  onAct: (act: ActDetail) => void;
}) {
  const { t, i18n } = useTranslation('acts');
  const formId = useId();
  const schema = useMemo(() => {
    const now = new Date();
    return cardFormSchema({ year: now.getFullYear(), month: now.getMonth() + 1 });
  }, []);
  const [{ fetching }, pay] = useMutation(PayInvoiceMutation);
  const form = useForm<CardForm>({
    resolver: zodResolver(schema),
    defaultValues: { card: '', expiry: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await pay({ invoiceId: invoice.id, ...values, version: act.version });
    if (result.data) {
      onAct(readFragment(ActDetailFragment, result.data.payInvoice));
      onClose();
    }
  });
  return (
    <ModalDialog
      onClose={onClose}
      closable={!fetching}
      title={t('pay.title')}
      closeLabel={t('dialog.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={fetching}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" loading={fetching}>
            <CreditCard aria-hidden />
            {t('pay.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="4">
          <Text>
            {t('pay.text', {
              purpose: t(`purposes.${invoice.purpose}`),
              amount: formatTiyin(invoice.amount, i18n.language),
            })}
          </Text>
          <CardField name="card" form={form} error={errors.card} />
          <HStack>
            <CardField name="expiry" form={form} error={errors.expiry} maxW="40" />
          </HStack>
        </Stack>
      </form>
    </ModalDialog>
  );
}

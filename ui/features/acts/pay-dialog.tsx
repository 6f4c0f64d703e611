import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
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
  const { t } = useTranslation('acts');
  const formId = useId();
  const schema = useMemo(() => {
    const now = new Date();
    return cardFormSchema({ year: now.getFullYear(), month: now.getMonth() + 1 });
  }, []);
  const [{ fetching }, pay] = useMutation(PayInvoiceMutation);
  const { register, handleSubmit, setValue, formState } = useForm<CardForm>({
    resolver: zodResolver(schema),
    defaultValues: { card: '', expiry: '' },
  });
  const { errors } = formState;
  const card = register('card', {
    onChange: (event: { target: HTMLInputElement }) => setValue('card', maskCardNumber(event.target.value)),
  });
  const expiry = register('expiry', {
    onChange: (event: { target: HTMLInputElement }) => setValue('expiry', maskCardExpiry(event.target.value)),
  });
  const submit = handleSubmit(async (values) => {
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
              amount: formatTiyin(invoice.amount),
            })}
          </Text>
          <Field.Root invalid={Boolean(errors.card)} required>
            <Field.Label>{t('pay.card')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              maxLength={19}
              {...card}
            />
            {errors.card?.message && (
              <Field.ErrorText>{t(`validation.${errors.card.message}`)}</Field.ErrorText>
            )}
          </Field.Root>
          <HStack>
            <Field.Root invalid={Boolean(errors.expiry)} required maxW="40">
              <Field.Label>{t('pay.expiry')}</Field.Label>
              <Input
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                {...expiry}
              />
              {errors.expiry?.message && (
                <Field.ErrorText>{t(`validation.${errors.expiry.message}`)}</Field.ErrorText>
              )}
            </Field.Root>
          </HStack>
        </Stack>
      </form>
    </ModalDialog>
  );
}

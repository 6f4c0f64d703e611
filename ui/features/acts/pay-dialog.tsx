import {
  Alert,
  Box,
  Button,
  DataList,
  Field,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Global } from '@emotion/react';

import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, CreditCard, Landmark, Printer } from 'lucide-react';
import { useId, useMemo } from 'react';
import { type FieldError, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CardForm, cardFormSchema } from '../../../machines/act-form/act-form.schema';
import { formatBankReference } from '../../../machines/fields/bank-reference';
import { maskCardExpiry } from '../../../machines/fields/card-expiry';
import { maskCardNumber } from '../../../machines/fields/card-number';
import { formatDateTime } from '../../../machines/fields/date-time';
import type { BankOrder } from '../../../machines/payment/pay-dialog.machine';
import type { PayDialogView } from '../../../machines/payment/pay-dialog.select';
import { ModalDialog } from '../../components/modal-dialog';
import { formatTiyin } from './act-format';

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

/** The card's form: 4x4 digits (Luhn) and expiry MM/YY (section 5); a valid submit is one intent. */
function CardPaymentForm({ formId, onSubmit }: { formId: string; onSubmit: (card: CardForm) => void }) {
  const schema = useMemo(() => {
    const now = new Date();
    return cardFormSchema({ year: now.getFullYear(), month: now.getMonth() + 1 });
  }, []);
  const form = useForm<CardForm>({
    resolver: zodResolver(schema),
    defaultValues: { card: '', expiry: '' },
  });
  const { errors } = form.formState;
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <CardField name="card" form={form} error={errors.card} />
        <HStack>
          <CardField name="expiry" form={form} error={errors.expiry} maxW="40" />
        </HStack>
      </Stack>
    </form>
  );
}

/** One line of the payment order, with a button that copies its value. */
function OrderLine({ label, value, copy }: { label: string; value: string; copy?: string }) {
  const { t } = useTranslation('acts');
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <HStack gap="2">
          <Text fontFamily={copy ? 'mono' : undefined}>{value}</Text>
          {copy && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('bank.copy', { field: label })}
              data-print-hide
              onClick={() => void navigator.clipboard?.writeText(copy)}
            >
              <Copy aria-hidden />
            </IconButton>
          )}
        </HStack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

// The printed order is the order alone: the page, the dialog's frame and its buttons stay on screen.
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-order], [data-print-order] *': { visibility: 'visible' },
    '[data-print-order]': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
    '[data-print-hide]': { display: 'none' },
  },
} as const;

/** The payment order: what the payer gives the bank, each value copyable, the whole printable. */
export function BankOrderDetails({ order }: { order: BankOrder }) {
  const { t, i18n } = useTranslation('acts');
  const reference = formatBankReference(order.reference);
  const amount = `${formatTiyin(order.amount, i18n.language)} ${t('som')}`;
  return (
    <Stack gap="3" data-print-order>
      <Global styles={printStyles} />
      <Text>{t('bank.intro')}</Text>
      <DataList.Root orientation="horizontal" size="sm">
        <OrderLine label={t('bank.reference')} value={reference} copy={order.reference} />
        <OrderLine label={t('bank.amount')} value={amount} copy={(order.amount / 100).toFixed(2)} />
        <OrderLine label={t('bank.purpose')} value={`${t(`purposes.${order.purpose}`)}, ${reference}`} />
        <OrderLine label={t('bank.recipient')} value={order.recipient.name} copy={order.recipient.name} />
        <OrderLine label={t('bank.account')} value={order.recipient.account} copy={order.recipient.account} />
        <OrderLine label={t('bank.bank')} value={order.recipient.bank} />
        <OrderLine label={t('bank.mfo')} value={order.recipient.mfo} copy={order.recipient.mfo} />
        <OrderLine label={t('bank.inn')} value={order.recipient.inn} copy={order.recipient.inn} />
        <OrderLine label={t('bank.issued')} value={formatDateTime(order.createdAt)} />
      </DataList.Root>
    </Stack>
  );
}

/**
 * The payment of one invoice (section 4: by card or by bank transfer), drawn from the pay dialog's
 * statechart (machines/payment): the method to choose, the card's form, the payment order being asked
 * for, shown, or failed, and in the sandbox the bank's counter.
 */
export function PayDialog({ view, version }: { view: PayDialogView; version: number }) {
  const { t, i18n } = useTranslation('acts');
  const formId = useId();
  const { invoice, order, failure } = view;
  if (!invoice) return null;
  const title = view.card ? t('pay.title') : view.choosing ? t('pay.chooseTitle') : t('bank.title');
  const back = view.canGoBack && (
    <Button variant="outline" onClick={view.back} data-print-hide>
      {t('pay.back')}
    </Button>
  );
  const footer = view.card ? (
    <>
      {back}
      <Button type="submit" form={formId} colorPalette="blue" loading={view.busy}>
        <CreditCard aria-hidden />
        {t('pay.submit')}
      </Button>
    </>
  ) : view.orderFailed ? (
    <>
      {back}
      <Button colorPalette="blue" onClick={view.retry}>
        {t('bank.retry')}
      </Button>
    </>
  ) : order ? (
    <>
      {back}
      <Button variant="outline" onClick={() => window.print()} data-print-hide>
        <Printer aria-hidden />
        {t('bank.print')}
      </Button>
      {order.sandboxBank && (
        <Button
          colorPalette="blue"
          onClick={view.simulate}
          disabled={!view.canSimulate}
          loading={view.simulating}
          data-print-hide
        >
          <Landmark aria-hidden />
          {t('bank.simulate')}
        </Button>
      )}
    </>
  ) : (
    <Button variant="outline" onClick={view.close} disabled={!view.closable}>
      {t('dialog.cancel')}
    </Button>
  );
  return (
    <ModalDialog
      onClose={view.close}
      closable={view.closable}
      title={title}
      closeLabel={t('dialog.close')}
      footer={footer}
    >
      <Stack gap="4">
        <Text>
          {t('pay.text', {
            purpose: t(`purposes.${invoice.purpose}`),
            amount: formatTiyin(invoice.amount, i18n.language),
          })}
        </Text>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {view.orderFailed ? t('bank.failed') : t('pay.failed')}
              {failure.message ? `: ${failure.message}` : ''}
            </Alert.Title>
          </Alert.Root>
        )}
        {view.choosing && (
          <Stack gap="3" role="group" aria-label={t('pay.chooseText')}>
            <Text fontWeight="medium">{t('pay.chooseText')}</Text>
            <Button variant="outline" justifyContent="start" onClick={() => view.choose('card')}>
              <CreditCard aria-hidden />
              {t('pay.methodCard')}
            </Button>
            <Button variant="outline" justifyContent="start" onClick={() => view.choose('bank')}>
              <Landmark aria-hidden />
              {t('pay.methodBank')}
            </Button>
          </Stack>
        )}
        {view.card && (
          <CardPaymentForm formId={formId} onSubmit={(card) => view.submitCard({ ...card, version })} />
        )}
        {view.requestingOrder && (
          <Box role="status" color="fg.muted">
            {t('bank.requesting')}
          </Box>
        )}
        {order && <BankOrderDetails order={order} />}
        {order?.sandboxBank && (
          <Text fontSize="sm" color="fg.muted" data-print-hide>
            {t('bank.simulateNote')}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}

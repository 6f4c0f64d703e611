import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActFeeFieldsFragment } from '../../gql/graphql';
import { useRateText } from './fee-rate';
import { formatTiyin } from './format-tiyin';

// Apart from the invoices' form so that the public catalogue's pages, which show a fee's words too,
// do not load the form's react-hook-form, zod and act machines with them (decision 103).

/** An act's fee or the calculator's quote (ActFeeFields). */
export type Fee = ActFeeFieldsFragment;
type InvoiceFee = Fee['invoices'][number];

/**
 * The basis of a computed amount in words (decision 040): the rate ("5 % of the base amount"), the
 * legal basis and the reduction (money:basis.*), and the base amount and value it was taken of.
 */
export function FeeBasisText({ fee, invoice }: { fee: Fee; invoice: InvoiceFee }) {
  const { t, i18n } = useTranslation(['acts', 'money']);
  const som = (tiyin: number) => formatTiyin(tiyin, i18n.language);
  const rateText = useRateText();
  const amounts = [
    t('acts:fee.baseAmount', { amount: som(fee.baseAmount) }),
    ...(fee.value === null ? [] : [t('acts:fee.value', { amount: som(fee.value) })]),
  ];
  return (
    <Box data-testid={`fee-basis-${invoice.purpose}`}>
      <Text fontWeight="medium">
        {t('acts:fee.line', { purpose: t(`acts:purposes.${invoice.purpose}`), amount: som(invoice.amount) })}
      </Text>
      <Text fontSize="sm">
        {[rateText(invoice.rate), ...invoice.basis.map((key) => t(`money:basis.${key}`))].join(' — ')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {amounts.join('; ')}
      </Text>
    </Box>
  );
}

import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntryQuery } from '../../gql/graphql';
import { formatTiyin } from '../acts';

type Tariff = CatalogueEntryQuery['catalogueEntry']['tariff'];
type Rate = Tariff['stateFee'];

/** Basis points as a percentage: 500 -> "5", 50 -> "0,5". */
const percent = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');

/** A rate in words: its shares of the base amount and of the value, and its minimum. */
export function useRateText() {
  const { t } = useTranslation(['acts']);
  return (rate: Rate) =>
    [
      rate.ofBase === null ? null : t('acts:fee.ofBase', { percent: percent(rate.ofBase) }),
      rate.ofValue === null ? null : t('acts:fee.ofValue', { percent: percent(rate.ofValue) }),
      rate.minOfBase === null ? null : t('acts:fee.minOfBase', { percent: percent(rate.minOfBase) }),
    ]
      .filter((share) => share !== null)
      .join(', ');
}

/**
 * The price of an act type as the catalogue shows it (decision 050): the tariff row's rate and legal
 * basis, each reduction with the relatives it is for, and the base amount in force. The amount for
 * given inputs is the calculator's (the invoices' own fee path); the page does no arithmetic.
 */
export function TariffText({ tariff }: { tariff: Tariff }) {
  const { t, i18n } = useTranslation(['catalogue', 'money']);
  const rateText = useRateText();
  return (
    <>
      <Text>
        {t('catalogue:detail.stateFee', { rate: rateText(tariff.stateFee) })} (
        {t(`money:basis.${tariff.basis}`)})
      </Text>
      {tariff.reductions.length > 0 && (
        <List.Root ps="5">
          {tariff.reductions.map((reduction) => (
            <List.Item key={reduction.basis}>
              {t('catalogue:detail.reduction', {
                rate: rateText(reduction.rate),
                relatives: reduction.relationships.map((r) => t(`money:relationship.${r}`)).join(', '),
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('catalogue:detail.baseAmount', { amount: formatTiyin(tariff.baseAmount, i18n.language) })}
      </Text>
    </>
  );
}

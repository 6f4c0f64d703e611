import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntryQuery } from '../../gql/graphql';
import { formatTiyin, useRateText } from '../acts';

type Tariff = CatalogueEntryQuery['catalogueEntry']['tariff'];
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

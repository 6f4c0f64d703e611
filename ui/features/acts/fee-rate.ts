import { useTranslation } from 'react-i18next';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { FeeRateFields } from './act-fee.documents';

/** Basis points as a percentage: 500 -> "5", 50 -> "0,5". */
const percent = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');

/**
 * A rate in words: its shares of the base amount and of the value, and its minimum. The notary's
 * invoices and the catalogue's tariff say a rate alike (decision 050). Its words are `money`'s, which
 * the catalogue's pages load with their first render: not the acts' whole `acts` (decision 109).
 */
export function useRateText() {
  const { t } = useTranslation('money');
  return (masked: FragmentType<typeof FeeRateFields>) => {
    const rate = readFragment(FeeRateFields, masked);
    return [
      rate.ofBase === null ? null : t('money:rate.ofBase', { percent: percent(rate.ofBase) }),
      rate.ofValue === null ? null : t('money:rate.ofValue', { percent: percent(rate.ofValue) }),
      rate.minOfBase === null ? null : t('money:rate.minOfBase', { percent: percent(rate.minOfBase) }),
    ]
      .filter((share) => share !== null)
      .join(', ');
  };
}

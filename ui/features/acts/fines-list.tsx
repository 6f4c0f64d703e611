import { Badge, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { RegistryFineFields } from '../../graphql/registry-fragments';
import { formatDate, formatTiyin } from './act-format';

/** A fine as an act's vehicle and the lookup carry it: its id and the registry's fields. */
export type FineLine = FragmentType<typeof RegistryFineFields> & { id: string };

/** A vehicle's fines, as the act's subjects tab and the creation form's lookup show them. */
export function FinesList({ fines }: { fines: readonly FineLine[] }) {
  const { t, i18n } = useTranslation('acts');
  if (fines.length === 0) return <Text color="fg.muted">{t('vehicle.noFines')}</Text>;
  return (
    <List.Root gap="1" ps="5">
      {fines.map((line) => {
        const fine = readFragment(RegistryFineFields, line);
        return (
          <List.Item key={line.id}>
            {t('fine.line', {
              number: fine.resolutionNumber,
              date: formatDate(fine.issuedOn),
              amount: formatTiyin(fine.amount, i18n.language),
            })}{' '}
            <Badge colorPalette={fine.paid ? 'green' : 'red'}>
              {t(fine.paid ? 'fine.paid' : 'fine.unpaid')}
            </Badge>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

import { Badge, Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../machines/fields/phone.mask';
import { localizedText } from '../../../machines/text/locales';

import { RouterLink } from '../../components/router-link';

import { type FragmentType, useFragment as readFragment } from '../../gql';

import { DirectoryNotaryFields } from './notaries.documents';

import { displayDate, formatRating } from './notary-format';

const presencePalette = { present: 'green', absent: 'orange', offDuty: 'gray', noLicense: 'red' } as const;

/** One notary's facts: licence and status, absence, office and address, timetable, presence, ratings. */
export function NotaryFacts({ notary: masked }: { notary: FragmentType<typeof DirectoryNotaryFields> }) {
  const { t, i18n } = useTranslation('notaries');
  const notary = readFragment(DirectoryNotaryFields, masked);
  const language = i18n.language;
  const days = notary.workDays.map((day) => t(`days.${day}`)).join(', ');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      <DataList.Item>
        <DataList.ItemLabel>{t('card.licence')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2" wrap="wrap">
            <span>{notary.licenseNumber}</span>
            <Badge colorPalette={notary.licenseStatus === 'active' ? 'green' : 'red'}>
              {t(`licence.${notary.licenseStatus}`)}
            </Badge>
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('card.presence')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={presencePalette[notary.presence]}>{t(`presence.${notary.presence}`)}</Badge>
            {notary.absence && (
              <Text as="span">
                {notary.absentUntil
                  ? t(`absence.${notary.absence}Until`, { date: displayDate(notary.absentUntil) })
                  : t(`absence.${notary.absence}`)}
              </Text>
            )}
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('card.office')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Stack gap="0">
            <span>{localizedText(notary.office.name, language)}</span>
            <Text as="span" color="fg.muted">
              {localizedText(notary.office.address, language)}
            </Text>
            {notary.office.phone && (
              <Text as="span" color="fg.muted">
                {t('card.phone', { phone: formatPhone(notary.office.phone) })}
              </Text>
            )}
          </Stack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('card.timetable')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {t('card.hours', { days, from: notary.workFrom, to: notary.workTo })}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('card.ministryRating')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {notary.ministryRating === null || notary.ministryRating === undefined
            ? t('card.notRated')
            : formatRating(notary.ministryRating)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('card.clientRating')}</DataList.ItemLabel>
        <DataList.ItemValue data-testid="client-rating">
          {notary.clientRating === null || notary.clientRating === undefined
            ? t('card.noReviews')
            : t('card.clientRatingValue', {
                rating: formatRating(notary.clientRating),
                count: notary.reviewCount,
              })}
        </DataList.ItemValue>
      </DataList.Item>
      {notary.distanceKm !== null && notary.distanceKm !== undefined && (
        <DataList.Item>
          <DataList.ItemLabel>{t('card.distance')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('card.km', { km: notary.distanceKm })}</DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}

/** A notary in the directory's list: the name links to the notary's page; the office can narrow the list. */
/**
 * A notary in the directory's list. Memoized: the directory re-renders as its name filter is typed and
 * as its offices arrive, and a page of cards is most of its render time (decision 104).
 */
export const NotaryListItem = memo(function NotaryListItem({
  notary: masked,
  onOffice,
  officeFiltered,
}: {
  notary: FragmentType<typeof DirectoryNotaryFields>;
  onOffice: (officeId: number) => void;
  officeFiltered: boolean;
}) {
  const { t, i18n } = useTranslation('notaries');
  const notary = readFragment(DirectoryNotaryFields, masked);
  const name = localizedText(notary.name, i18n.language);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Stack gap="2">
        <Heading as="h3" size="md">
          <RouterLink href={`/notary/${notary.id}`}>{name}</RouterLink>
        </Heading>
        <NotaryFacts notary={masked} />
        {!officeFiltered && (
          <Box>
            {/* A long office name wraps inside the button rather than widening the page on a phone. */}
            <Button
              size="xs"
              variant="outline"
              whiteSpace="normal"
              h="auto"
              minH="8"
              py="1"
              textAlign="start"
              onClick={() => onOffice(notary.office.id)}
            >
              {t('list.onlyThisOffice', { office: localizedText(notary.office.name, i18n.language) })}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
});

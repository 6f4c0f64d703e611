import { Button, useRecipe } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatPhone } from '../../../machines/fields/phone.mask';
import { localizedText } from '../../../machines/text/locales';

import { Fact, FactList } from '../../components/fact-list';

import { type FragmentType, useFragment as readFragment } from '../../gql';

import { DirectoryNotaryFields } from './notaries.documents';

import { displayDate, formatRating } from './notary-format';

/** The badges' colour palettes, by the data-palette of a part styled by useNotaryPartsCss. */
const palettes = ['green', 'orange', 'gray', 'red'] as const;
type Palette = (typeof palettes)[number];
const presencePalette = {
  present: 'green',
  absent: 'orange',
  offDuty: 'gray',
  noLicense: 'red',
} as const satisfies Record<string, Palette>;

/**
 * The styles of a notary's facts and card, once for the list rather than per element: a card of
 * Chakra components resolved some thirty style objects as it rendered, which on a slow phone made
 * each card a long task of its own (decision 110). Badges look as Chakra's Badge does (its recipe);
 * a row lays out as an HStack, lines as a Stack, a muted line as Text in fg.muted.
 */
function useNotaryPartsCss() {
  const badge = useRecipe({ key: 'badge' });
  return useMemo(
    () => ({
      '& [data-badge]': badge({}),
      ...Object.fromEntries(
        palettes.map((palette) => [`& [data-palette=${palette}]`, { colorPalette: palette }]),
      ),
      '& [data-row]': {
        display: 'flex',
        flexDirection: 'row',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: '2',
      },
      '& [data-lines]': { display: 'flex', flexDirection: 'column', gap: '0' },
      '& [data-muted]': { color: 'fg.muted' },
    }),
    [badge],
  );
}

/** One notary's facts: licence and status, absence, office and address, timetable, presence, ratings. */
export function NotaryFacts({ notary: masked }: { notary: FragmentType<typeof DirectoryNotaryFields> }) {
  const { t, i18n } = useTranslation('notaries');
  const notary = readFragment(DirectoryNotaryFields, masked);
  const language = i18n.language;
  const days = notary.workDays.map((day) => t(`days.${day}`)).join(', ');
  const partsCss = useNotaryPartsCss();
  return (
    <FactList size="sm" gap="1" css={partsCss}>
      <Fact label={t('card.licence')}>
        <span data-row="">
          <span>{notary.licenseNumber}</span>
          <span data-badge="" data-palette={notary.licenseStatus === 'active' ? 'green' : 'red'}>
            {t(`licence.${notary.licenseStatus}`)}
          </span>
        </span>
      </Fact>
      <Fact label={t('card.presence')}>
        <span data-row="">
          <span data-badge="" data-palette={presencePalette[notary.presence]}>
            {t(`presence.${notary.presence}`)}
          </span>
          {notary.absence && (
            <span>
              {notary.absentUntil
                ? t(`absence.${notary.absence}Until`, { date: displayDate(notary.absentUntil) })
                : t(`absence.${notary.absence}`)}
            </span>
          )}
        </span>
      </Fact>
      <Fact label={t('card.office')}>
        <span data-lines="">
          <span>{localizedText(notary.office.name, language)}</span>
          <span data-muted="">{localizedText(notary.office.address, language)}</span>
          {notary.office.phone && (
            <span data-muted="">{t('card.phone', { phone: formatPhone(notary.office.phone) })}</span>
          )}
        </span>
      </Fact>
      <Fact label={t('card.timetable')}>
        {t('card.hours', { days, from: notary.workFrom, to: notary.workTo })}
      </Fact>
      <Fact label={t('card.ministryRating')}>
        {notary.ministryRating === null || notary.ministryRating === undefined
          ? t('card.notRated')
          : formatRating(notary.ministryRating)}
      </Fact>
      <Fact label={t('card.clientRating')} valueTestId="client-rating">
        {notary.clientRating === null || notary.clientRating === undefined
          ? t('card.noReviews')
          : t('card.clientRatingValue', {
              rating: formatRating(notary.clientRating),
              count: notary.reviewCount,
            })}
      </Fact>
      {notary.distanceKm !== null && notary.distanceKm !== undefined && (
        <Fact label={t('card.distance')}>{t('card.km', { km: notary.distanceKm })}</Fact>
      )}
    </FactList>
  );
}

/**
 * The directory's list of notaries, its cards styled once by the list (decision 110): the card's
 * frame, its heading (Chakra's Heading at size md), the name's link (Chakra's Link) and its column.
 */
export function useNotaryListCss() {
  const heading = useRecipe({ key: 'heading' });
  const link = useRecipe({ key: 'link' });
  return useMemo(
    () => ({
      '& > li': {
        borderWidth: '1px',
        borderRadius: 'md',
        p: '4',
        listStyleType: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      },
      '& > li > h3': heading({ size: 'md' }),
      '& > li > h3 > a': link({}),
    }),
    [heading, link],
  );
}

/**
 * A notary in the directory's list (an `li` of a list styled by useNotaryListCss): the name links to
 * the notary's page; the office can narrow the list. Memoized: the directory re-renders as its name
 * filter is typed and as its offices arrive, and a page of cards is most of its render time
 * (decision 104).
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
    <li>
      <h3>
        <Link href={`/notary/${notary.id}`}>{name}</Link>
      </h3>
      <NotaryFacts notary={masked} />
      {!officeFiltered && (
        <div>
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
        </div>
      )}
    </li>
  );
});

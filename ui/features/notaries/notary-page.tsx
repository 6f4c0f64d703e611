import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notaryPageMachine } from '../../../machines/notary-directory/notary-page.machine';
import { selectNotaryPage } from '../../../machines/notary-directory/notary-page.select';
import { selectReviewReport } from '../../../machines/notary-directory/review.select';
import { reviewReportMachine } from '../../../machines/notary-directory/review-report.machine';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';

import { PageHeading } from '../../components/page-heading';

import { ProgressBar } from '../../components/progress-bar';

import { RouterLink } from '../../components/router-link';
import { Staged } from '../../components/staged';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { useSessionView } from '../session';
import { DirectoryNotaryFields, type NotaryReviewsQuery, type NotaryViewerQuery } from './notaries.documents';
import { NotaryFacts } from './notary-card';
import { displayDate } from './notary-format';
import { notaryPageActors, reviewActors } from './notary-page.actors';
import { useLatest, useRefusalText } from './review-hooks';

export { prefetchNotaryPage } from './notary-page.actors';

type Review = ResultOf<typeof NotaryReviewsQuery>['notaryReviews']['items'][number];
type ReviewableAct = ResultOf<typeof NotaryViewerQuery>['notaryViewer']['reviewableActs'][number];

// The review form (react-hook-form, Ark's radio group: about 20 KB gzip) is for a logged-in client with
// an act to review: it is fetched when the viewer's answer shows it, not with the page (decision 104).
const ReviewForm = lazy(() => import('./review-form'));
// The hide form is a moderator's, on a reported review: it brings the rule of its reason (review.ts,
// and zod with it, 25 KB gzip), which no other visitor needs (decision 110).
const HideReview = lazy(() => import('./review-hide'));

function ReviewItem({
  review,
  loggedIn,
  canHide,
  onChanged,
}: {
  review: Review;
  loggedIn: boolean;
  canHide: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('notaries');
  const changed = useLatest(onChanged);
  const report = usePageMachine(
    ({ client }) => reviewReportMachine.provide({ actors: reviewActors(client), actions: { changed } }),
    { input: { reviewId: review.id, reported: review.reported } },
  );
  const view = useSelector(report, selectReviewReport);
  const refusal = useRefusalText(view.refusal);
  return (
    <Box as="li" borderBottomWidth="1px" py="3" listStyleType="none">
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">{t('reviews.rating', { rating: review.rating })}</Text>
          <Text color="fg.muted">
            {review.author}, {displayDate(review.createdAt)}
          </Text>
        </HStack>
        {review.text && <Text>{review.text}</Text>}
        {loggedIn && (
          <HStack gap="3" wrap="wrap">
            {view.reported ? (
              <Text color="fg.muted" fontSize="sm">
                {t('reviews.reported')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="ghost"
                loading={view.reporting}
                onClick={() => report.send({ type: 'review.reportAsked' })}
              >
                {t('reviews.report')}
              </Button>
            )}
            {refusal && (
              <Text color="fg.error" role="alert">
                {refusal}
              </Text>
            )}
          </HStack>
        )}
        {canHide && review.reported && (
          <Suspense fallback={<Spinner size="sm" />}>
            <HideReview reviewId={review.id} onHidden={onChanged} />
          </Suspense>
        )}
      </Stack>
    </Box>
  );
}

/** /notary/:id: one notary's card and reviews; a logged-in client of the notary may review them. */
export default function NotaryPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation('notaries');
  const session = useSessionView();
  const page = usePageMachine(
    ({ client }) => notaryPageMachine.provide({ actors: notaryPageActors(client) }),
    { input: { notaryId: id, loggedIn: session.loggedIn } },
  );
  const view = useSelector(page, selectNotaryPage);
  useEffect(() => {
    page.send({ type: 'notary.sessionChanged', loggedIn: session.loggedIn });
  }, [page, session.loggedIn]);
  const changed = useCallback(() => page.send({ type: 'notary.changed' }), [page]);
  const reviewed = useCallback(() => page.send({ type: 'notary.reviewed' }), [page]);

  const notary = view.notary as FragmentType<typeof DirectoryNotaryFields> | null;
  const fields = notary ? readFragment(DirectoryNotaryFields, notary) : null;
  if (view.errorKey)
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(view.errorKey)}</Alert.Title>
        </Alert.Root>
        {view.canRetry && (
          <Box>
            <Button variant="outline" onClick={() => page.send({ type: 'notary.retried' })}>
              {t('load.retry')}
            </Button>
          </Box>
        )}
        <RouterLink href="/notary">{t('notary.back')}</RouterLink>
      </Stack>
    );
  if (!notary || !fields)
    return (
      <HStack role="status">
        <ProgressBar active />
        <Spinner size="sm" />
        <Text>{t('load.loading')}</Text>
      </HStack>
    );
  const acts = view.reviewableActs as ReviewableAct[];
  const reviews = (view.reviews?.items ?? []) as Review[];
  return (
    <Stack gap="6">
      <ProgressBar active={view.busy} />
      <RouterLink href="/notary">{t('notary.back')}</RouterLink>
      <PageHeading
        variant="page"
        title={localizedText(fields.name, i18n.language)}
        intro={t('notary.intro')}
      />
      <Staged>
        <NotaryFacts notary={notary} />
      </Staged>
      <Staged>
        <Stack as="section" aria-labelledby="reviews-heading" gap="3">
          <Heading as="h2" size="lg" id="reviews-heading">
            {t('reviews.heading')}
          </Heading>
          {view.thanks && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('review.thanks')}</Alert.Title>
            </Alert.Root>
          )}
          {acts.length > 0 && (
            <Suspense fallback={<Spinner size="sm" />}>
              <ReviewForm
                key={acts.map((a) => a.id).join()}
                notaryId={id}
                acts={acts}
                onReviewed={reviewed}
              />
            </Suspense>
          )}
          {!view.loggedIn && <Text>{t('review.loginToReview')}</Text>}
          {view.noActs && <Text>{t('review.noActs')}</Text>}
          {view.viewerErrorKey && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t(view.viewerErrorKey)}</Alert.Title>
            </Alert.Root>
          )}
          {view.reviewsErrorKey ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t(view.reviewsErrorKey)}</Alert.Title>
            </Alert.Root>
          ) : view.noReviews ? (
            <Text>{t('reviews.none')}</Text>
          ) : (
            <Stack
              as="ul"
              gap="0"
              p="0"
              m="0"
              aria-label={t('reviews.heading')}
              aria-busy={view.reviewsLoading}
            >
              {reviews.map((review) => (
                // A review reported since starts again as reported.
                <Staged key={`${review.id}-${review.reported}`}>
                  <ReviewItem
                    review={review}
                    loggedIn={view.loggedIn}
                    canHide={view.canHide}
                    onChanged={changed}
                  />
                </Staged>
              ))}
            </Stack>
          )}
          {view.pages > 1 && (
            <Staged>
              <nav aria-label={t('reviews.pages')}>
                <HStack gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!view.canGoPrevious}
                    onClick={() => page.send({ type: 'notary.reviewsPageChosen', page: view.page - 1 })}
                  >
                    {t('list.previous')}
                  </Button>
                  <Text>{t('list.pageOf', { page: view.page, pages: view.pages })}</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!view.canGoNext}
                    onClick={() => page.send({ type: 'notary.reviewsPageChosen', page: view.page + 1 })}
                  >
                    {t('list.next')}
                  </Button>
                </HStack>
              </nav>
            </Staged>
          )}
        </Stack>
      </Staged>
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { reviewLimits, reviewSchema } from '../../../machines/notary-directory/review';
import { PageHeading } from '../../components/page-heading';
import { ProgressBar } from '../../components/progress-bar';
import { RouterLink } from '../../components/router-link';
import { useFragment as readFragment } from '../../gql';
import { useSessionView } from '../session';
import {
  DirectoryNotaryFields,
  DirectoryNotaryQuery,
  HideReviewMutation,
  NotaryReviewsQuery,
  NotaryViewerQuery,
  ReportReviewMutation,
  ReviewNotaryMutation,
} from './notaries.documents';
import { NotaryFacts } from './notary-card';
import { displayDate, localized } from './notary-format';

const reviewsPageSize = 10;
const ratings = [1, 2, 3, 4, 5] as const;

/** The ministry's message for a refused call (already in the page's language), or a general one. */
const messageOf = (error: CombinedError | undefined, fallback: string) =>
  error?.graphQLErrors[0]?.message ?? (error ? fallback : null);

/** The review form: a registered act with this notary, a rating 1-5 (required), an optional text. */
function ReviewForm({
  notaryId,
  acts,
  onReviewed,
}: {
  notaryId: number;
  acts: { id: number; regnum?: string | null; regdate?: string | null }[];
  onReviewed: () => void;
}) {
  const { t } = useTranslation('notaries');
  const [actId, setActId] = useState(String(acts[0]?.id ?? ''));
  const [rating, setRating] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [sent, setSent] = useMutation(ReviewNotaryMutation);
  const refusal = messageOf(sent.error, t('review.failed'));

  return (
    <Box
      as="form"
      aria-labelledby="review-form-heading"
      onSubmit={async (event) => {
        event.preventDefault();
        // The rule of machines/notary-directory/review.ts, the one the ministry applies too.
        const parsed = reviewSchema.safeParse({ rating: rating === null ? undefined : Number(rating), text });
        const issues = parsed.error?.issues ?? [];
        setRatingError(issues.find((i) => i.path[0] === 'rating')?.message ?? null);
        setTextError(issues.find((i) => i.path[0] === 'text')?.message ?? null);
        if (!parsed.success) return;
        const result = await setSent(
          {
            notaryId,
            actId: Number(actId),
            rating: parsed.data.rating,
            text: parsed.data.text ?? null,
          },
          { silent: true } as never,
        );
        if (result.data) {
          setRating(null);
          setText('');
          onReviewed();
        }
      }}
    >
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h3" size="md" id="review-form-heading">
          {t('review.heading')}
        </Heading>
        {acts.length > 1 && (
          <Field.Root>
            <Field.Label>{t('review.act')}</Field.Label>
            <select value={actId} onChange={(e) => setActId(e.currentTarget.value)}>
              {acts.map((act) => (
                <option key={act.id} value={act.id}>
                  {t('review.actOption', {
                    regnum: act.regnum ?? act.id,
                    date: act.regdate ? displayDate(act.regdate) : '',
                  })}
                </option>
              ))}
            </select>
          </Field.Root>
        )}
        {acts.length === 1 && (
          <Text>
            {t('review.forAct', {
              regnum: acts[0]!.regnum ?? acts[0]!.id,
              date: acts[0]!.regdate ? displayDate(acts[0]!.regdate) : '',
            })}
          </Text>
        )}
        <Fieldset.Root invalid={ratingError !== null}>
          <Fieldset.Legend>{t('review.rating')}</Fieldset.Legend>
          <RadioGroup.Root
            value={rating}
            onValueChange={(details) => setRating(details.value)}
            orientation="horizontal"
          >
            <HStack gap="4" wrap="wrap">
              {ratings.map((value) => (
                <RadioGroup.Item key={value} value={String(value)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t('review.stars', { count: value })}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {ratingError && <Fieldset.ErrorText role="alert">{t(`errors.${ratingError}`)}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root invalid={textError !== null}>
          <Field.Label>{t('review.text')}</Field.Label>
          <Textarea
            value={text}
            maxLength={reviewLimits.maxText}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Field.HelperText>{t('review.textHelp', { max: reviewLimits.maxText })}</Field.HelperText>
          {textError && <Field.ErrorText>{t(`errors.${textError}`)}</Field.ErrorText>}
        </Field.Root>
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="blue" loading={sent.fetching} loadingText={t('review.sending')}>
            {t('review.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The hide form of a reported review, for a notary of the reviewed notary's office. */
function HideReview({ reviewId, onHidden }: { reviewId: number; onHidden: () => void }) {
  const { t } = useTranslation('notaries');
  const [reason, setReason] = useState('');
  const [hidden, hide] = useMutation(HideReviewMutation);
  const refusal = messageOf(hidden.error, t('reviews.hideFailed'));
  return (
    <Box
      as="form"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await hide({ reviewId, reason }, { silent: true } as never);
        if (result.data) onHidden();
      }}
    >
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root width="auto" required>
          <Field.Label>{t('reviews.hideReason')}</Field.Label>
          <Input
            size="sm"
            value={reason}
            maxLength={reviewLimits.maxReason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" loading={hidden.fetching}>
          {t('reviews.hide')}
        </Button>
      </HStack>
      {refusal && (
        <Text color="fg.error" role="alert">
          {refusal}
        </Text>
      )}
    </Box>
  );
}

function ReviewItem({
  review,
  loggedIn,
  canHide,
  onChanged,
}: {
  review: {
    id: number;
    rating: number;
    text?: string | null;
    createdAt: string;
    author: string;
    reported: boolean;
  };
  loggedIn: boolean;
  canHide: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('notaries');
  const [reported, report] = useMutation(ReportReviewMutation);
  const done = reported.data?.reportReview === true || review.reported;
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
            {done ? (
              <Text color="fg.muted" fontSize="sm">
                {t('reviews.reported')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="ghost"
                loading={reported.fetching}
                onClick={async () => {
                  const result = await report({ reviewId: review.id }, { silent: true } as never);
                  if (result.data) onChanged();
                }}
              >
                {t('reviews.report')}
              </Button>
            )}
            {reported.error && (
              <Text color="fg.error" role="alert">
                {messageOf(reported.error, t('reviews.reportFailed'))}
              </Text>
            )}
          </HStack>
        )}
        {canHide && review.reported && <HideReview reviewId={review.id} onHidden={onChanged} />}
      </Stack>
    </Box>
  );
}

/** /notary/:id: one notary's card and reviews; a logged-in client of the notary may review them. */
export default function NotaryPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation('notaries');
  const session = useSessionView();
  const [page, setPage] = useState(1);
  const [notary, refetchNotary] = useQuery({ query: DirectoryNotaryQuery, variables: { id } });
  const [reviews, refetchReviews] = useQuery({
    query: NotaryReviewsQuery,
    variables: { notaryId: id, page, size: reviewsPageSize },
  });
  const [viewer, refetchViewer] = useQuery({
    query: NotaryViewerQuery,
    variables: { notaryId: id },
    pause: !session.loggedIn,
  });
  const [thanks, setThanks] = useState(false);
  const refresh = () => {
    const fresh = { requestPolicy: 'network-only' as const };
    refetchNotary(fresh);
    refetchReviews(fresh);
    refetchViewer(fresh);
  };

  const busy = notary.fetching || reviews.fetching || viewer.fetching;
  const data = notary.data?.directoryNotary;
  const fields = data ? readFragment(DirectoryNotaryFields, data) : null;
  if (notary.error && !data)
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {notary.error.graphQLErrors[0]?.extensions?.code === 'NOT_FOUND'
              ? t('notary.notFound')
              : t('load.error')}
          </Alert.Title>
        </Alert.Root>
        <RouterLink href="/notary">{t('notary.back')}</RouterLink>
      </Stack>
    );
  if (!data || !fields)
    return (
      <HStack role="status">
        <ProgressBar active />
        <Spinner size="sm" />
        <Text>{t('load.loading')}</Text>
      </HStack>
    );
  const reviewPage = reviews.data?.notaryReviews;
  const pages = reviewPage ? Math.max(1, Math.ceil(reviewPage.total / reviewsPageSize)) : 1;
  const acts = viewer.data?.notaryViewer.reviewableActs ?? [];
  return (
    <Stack gap="6">
      <ProgressBar active={busy} />
      <RouterLink href="/notary">{t('notary.back')}</RouterLink>
      <PageHeading variant="page" title={localized(fields.name, i18n.language)} intro={t('notary.intro')} />
      <NotaryFacts notary={data} />
      <Stack as="section" aria-labelledby="reviews-heading" gap="3">
        <Heading as="h2" size="lg" id="reviews-heading">
          {t('reviews.heading')}
        </Heading>
        {thanks && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('review.thanks')}</Alert.Title>
          </Alert.Root>
        )}
        {session.loggedIn && acts.length > 0 && (
          <ReviewForm
            key={acts.map((a) => a.id).join()}
            notaryId={id}
            acts={acts}
            onReviewed={() => {
              setThanks(true);
              refresh();
            }}
          />
        )}
        {!session.loggedIn && <Text>{t('review.loginToReview')}</Text>}
        {session.loggedIn && !viewer.fetching && acts.length === 0 && <Text>{t('review.noActs')}</Text>}
        {reviews.error && !reviewPage ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('load.error')}</Alert.Title>
          </Alert.Root>
        ) : reviewPage && reviewPage.total === 0 ? (
          <Text>{t('reviews.none')}</Text>
        ) : (
          <Stack as="ul" gap="0" p="0" m="0" aria-label={t('reviews.heading')}>
            {(reviewPage?.items ?? []).map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                loggedIn={session.loggedIn}
                canHide={viewer.data?.notaryViewer.canHide ?? false}
                onChanged={refresh}
              />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <nav aria-label={t('reviews.pages')}>
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <Text>{t('list.pageOf', { page, pages })}</Text>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </Button>
            </HStack>
          </nav>
        )}
      </Stack>
    </Stack>
  );
}

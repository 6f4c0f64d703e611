import { Alert, Badge, Button, Field, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { reviewLimits } from '../../../machines/notary-directory/review';
import { reviewModerationMachine } from '../../../machines/review-moderation/review-moderation.machine';
import {
  type ModerationAction,
  type ModerationStatus,
  moderationStatuses,
} from '../../../machines/review-moderation/review-moderation.schema';
import { selectReviewModeration } from '../../../machines/review-moderation/review-moderation.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { ListStatus } from '../../components/list-status';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { RouterLink } from '../../components/router-link';
import type { ReviewModerationQuery as ReviewModerationResult } from '../../gql/graphql';
import { reviewModerationActors } from './review-moderation.actors';

type Item = ReviewModerationResult['reviewModeration']['items'][number];

type Moderation = ActorRefFrom<typeof reviewModerationMachine>;

/** What a moderator may decide on a review of each list. */
const actionsOf: Record<ModerationStatus, readonly ModerationAction[]> = {
  reported: ['hide', 'keep'],
  hidden: ['restore'],
};

/** The reason of one decision, checked by the rule of review-moderation.schema.ts before it is sent. */
function DecisionForm({ page, action }: { page: Moderation; action: ModerationAction }) {
  const { t } = useTranslation('reviewModeration');
  const view = useSelector(page, selectReviewModeration);
  // The form's own text: plain input, not a mode.
  const [reason, setReason] = useState('');
  const refusal = view.refusal ? (view.refusal.message ?? t(view.refusal.key)) : null;
  return (
    <form
      aria-label={t(`actions.${action}`)}
      onSubmit={(event) => {
        event.preventDefault();
        page.send({ type: 'moderation.decisionSent', reason });
      }}
    >
      <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
        <Field.Root required invalid={view.reasonKey !== null}>
          <Field.Label>{t('form.reason')}</Field.Label>
          <Input
            value={reason}
            maxLength={reviewLimits.maxReason}
            onChange={(e) => setReason(e.target.value)}
          />
          {view.reasonKey && <Field.ErrorText>{t(`errors.${view.reasonKey}`)}</Field.ErrorText>}
        </Field.Root>
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <HStack>
          <Button type="submit" size="sm" loading={view.sending}>
            {t(`actions.${action}`)}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={view.sending}
            onClick={() => page.send({ type: 'moderation.decisionCancelled' })}
          >
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ReviewItem({ page, item }: { page: Moderation; item: Item }) {
  const { t } = useTranslation('reviewModeration');
  const view = useSelector(page, selectReviewModeration);
  const open = view.form?.reviewId === item.id ? view.form.action : null;
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" pb="3" listStyleType="none">
      <HStack gap="3" wrap="wrap">
        <RouterLink href={`/notary/${item.notaryId}`}>{item.notaryName}</RouterLink>
        <Text color="fg.muted">{item.officeName}</Text>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{t('item.rating', { rating: item.rating })}</Text>
        <Text color="fg.muted">
          {item.author}, {new Date(item.createdAt).toLocaleDateString()}
        </Text>
        {item.reportCount > 0 && (
          <Badge colorPalette="orange">{t('item.reports', { count: item.reportCount })}</Badge>
        )}
      </HStack>
      {item.text && <Text>{item.text}</Text>}
      {item.hidden && item.hideReason && (
        <Text color="fg.muted">{t('item.hideReason', { reason: item.hideReason })}</Text>
      )}
      {item.canModerate ? (
        <HStack gap="2">
          {actionsOf[view.status].map((action) => (
            <Button
              key={action}
              size="xs"
              variant={open === action ? 'solid' : 'outline'}
              disabled={!view.canDecide}
              onClick={() => page.send({ type: 'moderation.decisionOpened', reviewId: item.id, action })}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('item.ownOffice')}
        </Text>
      )}
      {open && <DecisionForm key={`${item.id}-${open}`} page={page} action={open} />}
    </Stack>
  );
}

/** /moderation/reviews: moderators and administrators hide, restore and keep reviews (decision 072). */
export function ReviewModerationPage() {
  const page = usePageMachine(
    ({ client, report }) =>
      reviewModerationMachine.provide({ actors: reviewModerationActors(client, report) }),
    { input: {} },
  );
  return <ReviewModerationSections page={page} />;
}

/** The page over its statechart (the component tests give it one with fake actors). */
export function ReviewModerationSections({ page }: { page: Moderation }) {
  const { t } = useTranslation('reviewModeration');
  const view = useSelector(page, selectReviewModeration);
  const items = (view.result?.items ?? []) as Item[];
  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      {view.decided && (
        <Text role="status" color="green.fg">
          {t(`decided.${view.decided}`)}
        </Text>
      )}
      <Tabs.Root
        value={view.status}
        onValueChange={(details) =>
          page.send({ type: 'moderation.statusChosen', status: details.value as ModerationStatus })
        }
      >
        <Tabs.List>
          {moderationStatuses.map((status) => (
            <Tabs.Trigger key={status} value={status}>
              {t(`lists.${status}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {moderationStatuses.map((status) => (
          <Tabs.Content key={status} value={status}>
            {/* The list shown is the one loaded: the other tab's panel is empty until chosen. */}
            {view.status === status && (
              <Stack gap="4">
                <ListStatus
                  view={view}
                  loaded={!!view.result}
                  t={t}
                  onRetry={() => page.send({ type: 'moderation.retried' })}
                />
                {view.empty && <Text>{t(`empty.${status}`)}</Text>}
                {items.length > 0 && (
                  <>
                    <Text>{t('total', { n: view.result?.total ?? 0 })}</Text>
                    <Stack
                      as="ul"
                      gap="3"
                      p="0"
                      m="0"
                      aria-label={t(`lists.${status}`)}
                      aria-busy={view.busy}
                    >
                      {items.map((item) => (
                        <ReviewItem key={item.id} page={page} item={item} />
                      ))}
                    </Stack>
                    {view.pages > 1 && (
                      <Pager
                        view={view}
                        t={t}
                        onPage={(number) => page.send({ type: 'moderation.pageChosen', page: number })}
                      />
                    )}
                  </>
                )}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

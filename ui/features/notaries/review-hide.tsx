import { Box, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewLimits } from '../../../machines/notary-directory/review';
import { reviewHideMachine } from '../../../machines/notary-directory/review.machine';
import { selectReviewHide } from '../../../machines/notary-directory/review.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { reviewActors } from './notary-page.actors';
import { useLatest, useRefusalText } from './review-hooks';

/** The hide form of a reported review, for a moderator or an administrator not of the notary's office. */
export default function HideReview({ reviewId, onHidden }: { reviewId: number; onHidden: () => void }) {
  const { t } = useTranslation('notaries');
  const [reason, setReason] = useState('');
  const changed = useLatest(onHidden);
  const hide = usePageMachine(
    ({ client }) => reviewHideMachine.provide({ actors: reviewActors(client), actions: { changed } }),
    { input: { reviewId } },
  );
  const view = useSelector(hide, selectReviewHide);
  const refusal = useRefusalText(view.refusal);
  return (
    <Box
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        hide.send({ type: 'review.hideAsked', reason });
      }}
    >
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root width="auto" required invalid={view.reasonKey !== null}>
          <Field.Label>{t('reviews.hideReason')}</Field.Label>
          <Input
            size="sm"
            value={reason}
            maxLength={reviewLimits.maxReason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {view.reasonKey && <Field.ErrorText role="alert">{t(`errors.${view.reasonKey}`)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" loading={view.hiding || view.hidden}>
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

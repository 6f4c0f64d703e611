import {
  Alert,
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reviewLimits } from '../../../machines/notary-directory/review';
import { reviewFormMachine } from '../../../machines/notary-directory/review.machine';
import { selectReviewForm } from '../../../machines/notary-directory/review.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import type { NotaryViewerQuery } from './notaries.documents';
import { displayDate } from './notary-format';
import { reviewActors } from './notary-page.actors';
import { useLatest, useRefusalText } from './review-hooks';
// Its components' Chakra recipes (fieldset, radio group, textarea) arrive with it: a lazily loaded
// module may be the first to render them (decision 029).
import '../../theme/more-recipes';

type ReviewableAct = ResultOf<typeof NotaryViewerQuery>['notaryViewer']['reviewableActs'][number];

const ratings = [1, 2, 3, 4, 5] as const;

interface ReviewFormValues {
  actId: string;
  rating: string | null;
  text: string;
}

/**
 * The review form: a registered act with this notary, a rating 1-5 (required), an optional text.
 * react-hook-form owns the fields; sending, refusals and thanks are the review machine's.
 */
export default function ReviewForm({
  notaryId,
  acts,
  onReviewed,
}: {
  notaryId: number;
  acts: ReviewableAct[];
  onReviewed: () => void;
}) {
  const { t } = useTranslation('notaries');
  const fields = useForm<ReviewFormValues>({
    defaultValues: { actId: String(acts[0]?.id ?? ''), rating: null, text: '' },
  });
  const reviewed = useLatest(() => {
    fields.reset({ actId: fields.getValues('actId'), rating: null, text: '' });
    onReviewed();
  });
  const form = usePageMachine(
    ({ client }) => reviewFormMachine.provide({ actors: reviewActors(client), actions: { reviewed } }),
    { input: { notaryId } },
  );
  const view = useSelector(form, selectReviewForm);
  const rating = fields.watch('rating');
  const refusal = useRefusalText(view.refusal);

  return (
    <Box
      as="form"
      aria-labelledby="review-form-heading"
      onSubmit={fields.handleSubmit((values) => {
        // The rule of machines/notary-directory/review.ts (the one the ministry applies) guards the send.
        form.send({
          type: 'review.submitted',
          actId: Number(values.actId),
          rating: values.rating === null ? null : Number(values.rating),
          text: values.text,
        });
      })}
    >
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h3" size="md" id="review-form-heading">
          {t('review.heading')}
        </Heading>
        {acts.length > 1 && (
          <Field.Root>
            <Field.Label>{t('review.act')}</Field.Label>
            <select {...fields.register('actId')}>
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
        <Fieldset.Root invalid={view.ratingKey !== null}>
          <Fieldset.Legend>{t('review.rating')}</Fieldset.Legend>
          <RadioGroup.Root
            value={rating}
            onValueChange={(details) => fields.setValue('rating', details.value)}
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
          {view.ratingKey && (
            <Fieldset.ErrorText role="alert">{t(`errors.${view.ratingKey}`)}</Fieldset.ErrorText>
          )}
        </Fieldset.Root>
        <Field.Root invalid={view.textKey !== null}>
          <Field.Label>{t('review.text')}</Field.Label>
          <Textarea maxLength={reviewLimits.maxText} {...fields.register('text')} />
          <Field.HelperText>{t('review.textHelp', { max: reviewLimits.maxText })}</Field.HelperText>
          {view.textKey && <Field.ErrorText>{t(`errors.${view.textKey}`)}</Field.ErrorText>}
        </Field.Root>
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="blue" loading={view.sending} loadingText={t('review.sending')}>
            {t('review.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

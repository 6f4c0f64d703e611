import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { UserCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import {
  type ActChangeAnswer,
  createActChangeMachine,
} from '../../../machines/act-actions/act-actions.machine';
import { selectActChange } from '../../../machines/act-actions/act-actions.select';
import { emptyNotaryChoice, notaryChangeFormSchema } from '../../../machines/act-form/act-form.schema';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { toaster } from '../../components/toaster';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { useFragment as readFragment } from '../../gql';
import type { SetActNotaryMutationVariables } from '../../gql/graphql';
import { ActDetailFragment } from './acts.documents';
import { NotaryChoice } from './notary-choice';
import { SetActNotaryMutation } from './notary-choice.documents';
import type { ActDetail } from './use-act';

type ActNotaryRequest = SetActNotaryMutationVariables;

const actNotaryChange = createActChangeMachine<ActDetail, ActNotaryRequest>();

/**
 * "Choose a notary": an act without a notary (the applicant rejected the one it had) gets another
 * through Mutation.setActNotary, with the act's version. Shown while the projection says so
 * (`view.notaryToChoose`: no notary, and the viewer may edit the act: the applicant, in preparation).
 * A refusal, a stale version or a lost access is the global error policy's toast, in the user's
 * language.
 */
export function NotaryChoicePanel({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  if (!act.view.notaryToChoose) return null;
  return <ChooseNotaryForm act={act} onAct={onAct} />;
}

function ChooseNotaryForm({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  const { t } = useTranslation('acts');
  const headingId = useId();
  const actor = usePageMachine(({ client }) =>
    actNotaryChange.provide({
      actors: {
        save: fromPromise(
          async ({
            input,
          }: {
            input: { request: ActNotaryRequest };
          }): Promise<ActChangeAnswer<ActDetail>> => {
            const result = await client.mutation(SetActNotaryMutation, input.request).toPromise();
            // A refusal, a stale version or a lost access is the global error policy's toast.
            return result.data
              ? { act: readFragment(ActDetailFragment, result.data.setActNotary) }
              : { refused: {} };
          },
        ),
      },
    }),
  );
  const { busy: fetching, submit: send } = useSelector(
    actor,
    (snapshot) => selectActChange(snapshot, actor.send),
    (a, b) => a.busy === b.busy,
  );
  useEffect(() => {
    const subscription = actor.on('change.saved', ({ act: next }) => {
      onAct(next);
      toaster.create({
        type: 'success',
        title: t('notaryPanel.done', { name: next.general.notary?.name ?? '' }),
        closable: true,
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, onAct, t]);
  const { handleSubmit, setValue, watch, formState } = useForm<
    z.input<typeof notaryChangeFormSchema>,
    unknown,
    z.output<typeof notaryChangeFormSchema>
  >({
    resolver: zodResolver(notaryChangeFormSchema),
    defaultValues: { notary: emptyNotaryChoice },
  });
  const notary = watch('notary');
  const errors = formState.errors.notary;

  const submit = handleSubmit((values) =>
    send({ uuid: act.uuid, version: act.version, notary: values.notary }),
  );

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      p="4"
      borderWidth="1px"
      borderRadius="l2"
      borderColor="orange.emphasized"
      bg="orange.subtle"
    >
      <form noValidate onSubmit={submit} aria-busy={fetching}>
        <Stack gap="4">
          <Heading id={headingId} as="h2" size="lg">
            {t('notaryPanel.title')}
          </Heading>
          <Text>{t('notaryPanel.text')}</Text>
          <NotaryChoice
            value={notary}
            onChange={(next) => setValue('notary', next, { shouldValidate: formState.isSubmitted })}
            errors={{ regionId: errors?.regionId?.message, notaryId: errors?.notaryId?.message }}
            disabled={fetching}
          />
          <Box>
            <Button
              type="submit"
              colorPalette="blue"
              loading={fetching}
              loadingText={t('notaryPanel.submitting')}
            >
              <UserCheck aria-hidden />
              {t('notaryPanel.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

import { Alert, Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ModalDialog } from '../../components/modal-dialog';
import { RouterLink } from '../../components/router-link';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { useFragment as readFragment } from '../../gql';
import type { ActEventType } from '../../gql/graphql';
import { EventButton, traitsOf } from './act-actions';
import { actHref, formatTiyin } from './act-format';
import { ActDetailFragment, AnswerInvitationMutation, InvitationQuery } from './acts.documents';
import { OtherSubjectDetails, RealEstateDetails } from './subject-details';
import type { ActDetail } from './use-act';

/** The invitation's two answers; each is a party event the statechart must allow now. */
const answers = ['party_accepted', 'party_rejected'] as const satisfies readonly ActEventType[];
type Answer = (typeof answers)[number];

/**
 * The invited party's page (/enotarial_act/{uuid}?invite=<token> from the SMS): what the deal is
 * and the two answers, shown only while the statechart allows them (`view.allowed`).
 */
export function InvitationPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['acts', 'actTypes']);
  const [{ data, fetching, error }] = useQuery({ query: InvitationQuery, variables: { token } });
  const [{ fetching: answering }, answer] = useMutation(AnswerInvitationMutation);
  const [answered, setAnswered] = useState<ActDetail | null>(null);
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const fetched = data ? readFragment(ActDetailFragment, data.invitation.act) : null;
  const act = answered && fetched && answered.version >= fetched.version ? answered : fetched;
  if (!data && fetching)
    return (
      <HStack py="10" justify="center" gap="3" role="status">
        <Spinner />
        <Text>{t('detail.loading')}</Text>
      </HStack>
    );
  if (!data || !act)
    return error ? (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('invitation.error')}</Alert.Title>
      </Alert.Root>
    ) : null;
  const party = data.invitation.party;
  const myStatus = act.parties.find((item) => item.id === party.id)?.status ?? party.status ?? null;
  const vehicle = act.subjects.vehicles[0];
  const events = answers.filter((type) => act.view.allowed.includes(type));
  const send = async (type: Answer) => {
    const result = await answer({ token, accept: type === 'party_accepted', version: act.version });
    if (result.data) setAnswered(readFragment(ActDetailFragment, result.data.answerInvitation));
    setConfirming(null);
  };
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t('invitation.title')}
      </Heading>
      <Text>
        {t('invitation.text', {
          type: act.general.type.name,
          role: t(`actTypes:roles.${party.role}`),
        })}
      </Text>
      {vehicle && (
        <Text>
          {t('invitation.vehicle', {
            make: vehicle.make,
            model: vehicle.model,
            number: vehicle.stateNumber,
            price: formatTiyin(vehicle.price, i18n.language),
          })}
        </Text>
      )}
      {act.subjects.realEstates.map((estate) => (
        <Stack key={estate.id} gap="2">
          <Heading as="h2" size="md">
            {t('actTypes:subjects.realEstate')}
          </Heading>
          <RealEstateDetails estate={estate} />
        </Stack>
      ))}
      {act.subjects.other && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('actTypes:subjects.other')}
          </Heading>
          <OtherSubjectDetails other={act.subjects.other} />
        </Stack>
      )}
      <HStack>
        <Text>{t('parties.status')}:</Text>
        <Badge colorPalette={myStatus === 'accepted' ? 'green' : myStatus === null ? 'orange' : 'red'}>
          {t(`partyStatuses.${myStatus ?? 'awaiting'}`)}
        </Badge>
      </HStack>
      {events.length > 0 && (
        <HStack gap="3">
          {events.map((type) => (
            <EventButton key={type} type={type} onClick={() => setConfirming(type)} />
          ))}
        </HStack>
      )}
      <RouterLink
        href={actHref({ rid: act.rid, uuid: act.uuid, regsystemid: act.general.regsystemid })}
        colorPalette="blue"
      >
        {t('invitation.openAct')}
      </RouterLink>
      {confirming && (
        <ModalDialog
          onClose={() => setConfirming(null)}
          closable={!answering}
          title={t(`events.${confirming}.title`)}
          closeLabel={t('dialog.close')}
          footer={
            <>
              <Button variant="outline" disabled={answering} onClick={() => setConfirming(null)}>
                {t('dialog.cancel')}
              </Button>
              <Button
                colorPalette={traitsOf(confirming).destructive ? 'red' : 'green'}
                loading={answering}
                onClick={() => void send(confirming)}
              >
                {t(`events.${confirming}.button`)}
              </Button>
            </>
          }
        >
          <Text>{t(`events.${confirming}.confirm`)}</Text>
        </ModalDialog>
      )}
    </Stack>
  );
}

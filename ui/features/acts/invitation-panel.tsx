import { Alert, Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { createInvitationMachine } from '../../../machines/invitation/invitation.machine';
import { invitationIntents, selectInvitation } from '../../../machines/invitation/invitation.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { ModalDialog } from '../../components/modal-dialog';
import { RouterLink } from '../../components/router-link';
import { EventButton, traitsOf } from './act-actions';
import { actHref, formatTiyin } from './act-format';
import { invitationActors } from './invitation.actors';
import { OtherSubjectDetails, RealEstateDetails } from './subject-details';
import type { ActDetail } from './use-act';

const invitationMachine = createInvitationMachine<ActDetail>();

/**
 * The invited party's page (/enotarial_act/{uuid}?invite=<token> from the SMS): what the deal is
 * and the two answers, shown only while the act's statechart allows them. Its modes (read, answering,
 * confirming, answered, failed) are the invitation's statechart (machines/invitation, decision 088).
 */
export function InvitationPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['acts', 'actTypes']);
  const page = usePageMachine(
    ({ client }) => invitationMachine.provide({ actors: invitationActors(client) }),
    {
      input: { token },
    },
  );
  const view = useSelector(page, selectInvitation<ActDetail>);
  const intents = invitationIntents(page.send);
  if (view.loading)
    return (
      <HStack py="10" justify="center" gap="3" role="status">
        <Spinner />
        <Text>{t('detail.loading')}</Text>
      </HStack>
    );
  const failure = view.errorKey && (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t(view.errorKey)}</Alert.Title>
      {view.canRetry && (
        <Button size="sm" variant="outline" ms="auto" onClick={intents.retry}>
          {t('retry')}
        </Button>
      )}
    </Alert.Root>
  );
  if (!view.invitation) return failure || null;
  const { party, act } = view.invitation;
  const myStatus = view.status;
  const vehicle = act.subjects.vehicles[0];
  const confirming = view.confirming;
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
        <Badge colorPalette={myStatus === 'accepted' ? 'green' : myStatus === 'awaiting' ? 'orange' : 'red'}>
          {t(`partyStatuses.${myStatus}`)}
        </Badge>
      </HStack>
      {failure}
      {view.answers.length > 0 && (
        <HStack gap="3">
          {view.answers.map((type) => (
            <EventButton key={type} type={type} onClick={() => intents.choose(type)} />
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
          onClose={intents.cancel}
          closable={!view.answering}
          title={t(`events.${confirming}.title`)}
          closeLabel={t('dialog.close')}
          footer={
            <>
              <Button variant="outline" disabled={view.answering} onClick={intents.cancel}>
                {t('dialog.cancel')}
              </Button>
              <Button
                colorPalette={traitsOf(confirming).destructive ? 'red' : 'green'}
                loading={view.answering}
                onClick={intents.confirm}
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

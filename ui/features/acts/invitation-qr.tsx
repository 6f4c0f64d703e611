import { Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { invitationQrMachine } from '../../../machines/invitation/invitation-qr.machine';
import { selectInvitationQr } from '../../../machines/invitation/invitation-qr.select';
import { invitationQrActors } from './invitation.actors';

const drawing = invitationQrMachine.provide({ actors: invitationQrActors });

/**
 * An awaiting party's SMS invitation link as a QR code, on the applicant's parties tab: a party in
 * the same room scans it instead of waiting for the SMS (issue 10, decision 036). The code is drawn
 * here, as SVG, from the link the ministry gives the applicant; answering still needs the party's
 * own login. A new link (a new invitation) draws a new code: the drawing is keyed by the link.
 */
export function InvitationQr({ link, fio }: { link: string; fio: string }) {
  return <InvitationQrCode key={link} link={link} fio={fio} />;
}

function InvitationQrCode({ link, fio }: { link: string; fio: string }) {
  const { t } = useTranslation('acts');
  const qr = useActorRef(drawing, { input: { link } });
  const view = useSelector(qr, selectInvitationQr);
  const label = t('parties.invitationQr', { fio });
  return (
    <Stack gap="1" align="flex-start">
      {view.svg ? (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.svg)}`}
          alt={label}
          data-link={link}
          boxSize="32"
          bg="white"
        />
      ) : (
        view.drawing && <Skeleton boxSize="32" />
      )}
      <Text fontSize="xs" color="fg.muted" maxW="32">
        {t('parties.invitationQrHelp')}
      </Text>
    </Stack>
  );
}

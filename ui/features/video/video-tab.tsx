import { Alert, Badge, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client, CombinedError } from 'urql';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import {
  type JoinedRoom,
  type JoinRefusal,
  videoJoinMachine,
} from '../../../machines/video-join/video-join.machine';
import { selectVideoJoin } from '../../../machines/video-join/video-join.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { usePageQuery } from '../../app-actor/use-page-query';
import { QueryStatus } from '../../components/query-status';
import type { PortalOperationContext } from '../../graphql/client';
import { queryData } from '../../graphql/query-data';
import { LiveRoom } from './room/live-room';
import { type SignatureProvider, sandboxSignatureProvider } from './signature-provider';
import { isMobileDevice, useDeviceSession } from './use-video-check';
import {
  JoinVideoMutation,
  LeaveVideoMutation,
  VideoAttendanceQuery,
  VideoChallengeMutation,
  VideoRecordingsQuery,
} from './video.documents';
import { browserVideoCheck, type DeviceSession } from './video-check.actors';
import { VideoCheckPanel } from './video-check-panel';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';
import { formatDateTime } from '../../../machines/fields/date-time';

export interface VideoTabProps {
  uuid: string;
  /** DD.MM.YYYY and HH:mm, Tashkent: the set time of the conference. */
  visitdate: string | null;
  visittime: string | null;
  kiosk: boolean;
  /** The acts feature's download button (the print form's access rule and error reaction). */
  download: (file: { url: string; name: string }) => ReactNode;
}

const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The ministry's typed refusal (schema/base.graphql ErrorCode) → its message in the video namespace. */
const refusalKeys: Readonly<Record<string, string>> = {
  VIDEO_IDENTITY_NOT_CONFIRMED: 'errors.personalDataNotConfirmed',
  SIGNING_KEY_MISSING: 'errors.personalDataNotConfirmed',
  VIDEO_TIME_EXPIRED: 'errors.registrationTimeExpired',
  VIDEO_NOT_OPEN: 'errors.notOpen',
  VIDEO_CLOSED: 'errors.closed',
  NOT_VIDEO_ACT: 'errors.notVideoAct',
  NOT_VIDEO_PARTICIPANT: 'errors.notParticipant',
};

export function refusalOf(error: CombinedError | undefined): JoinRefusal {
  const extensions = error?.graphQLErrors[0]?.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : '';
  const errorKey = Object.hasOwn(refusalKeys, code) ? refusalKeys[code]! : 'errors.joinFailed';
  return typeof extensions.time === 'string' ? { errorKey, params: { time: extensions.time } } : { errorKey };
}

/** The tab's join and leave: challenge → the SignatureProvider's signature → join, as mutations. */
export function videoJoinActors(client: Client, signature: SignatureProvider, kiosk: boolean) {
  return {
    join: fromPromise<JoinedRoom, { actId: string }>(async ({ input }) => {
      const uuid = input.actId;
      const challenge = await client.mutation(VideoChallengeMutation, { uuid }, silent).toPromise();
      if (!challenge.data) throw refusalOf(challenge.error);
      const { challengeId, challenge: bytes } = challenge.data.videoChallenge;
      const signed = await signature.sign(bytes).catch(() => undefined);
      if (signed === null) throw { errorKey: 'errors.personalDataNotConfirmed' } satisfies JoinRefusal;
      if (signed === undefined) throw { errorKey: 'errors.connectionNotReady' } satisfies JoinRefusal;
      const joined = await client
        .mutation(
          JoinVideoMutation,
          { uuid, challengeId, signature: signed, client: kiosk ? 'kiosk' : 'browser' },
          silent,
        )
        .toPromise();
      if (!joined.data) throw refusalOf(joined.error);
      const { attendanceId, role, partyId } = joined.data.joinVideo;
      if (role === 'system') throw { errorKey: 'errors.joinFailed' } satisfies JoinRefusal;
      // A party is named in the room by its party id: one without it cannot be placed there.
      if (role !== 'notary' && !partyId) throw { errorKey: 'errors.joinFailed' } satisfies JoinRefusal;
      return { attendanceId, role, partyId: partyId ?? null };
    }),
    leave: fromPromise<void, { actId: string; attendanceId: string }>(async ({ input }) => {
      const left = await client
        .mutation(LeaveVideoMutation, { uuid: input.actId, attendanceId: input.attendanceId }, silent)
        .toPromise();
      if (!left.data) throw refusalOf(left.error);
    }),
  };
}

function ReadinessArea({
  actor,
  session,
}: {
  actor: ActorRefFrom<typeof videoJoinMachine>;
  session: DeviceSession;
}) {
  // The readiness check is the join machine's child while it runs.
  const child = useSelector(actor, (s) => s.children.readiness);
  return child ? <VideoCheckPanel actor={child} session={session} /> : null;
}

// Who came and what was recorded change while the room is open: always asked afresh.
const fresh = { requestPolicy: 'network-only' } as const;

/** Who came, the `load` of the tab's attendance query machine (machines/query). */
const attendanceOf = async (client: Client, variables: { uuid: string }) =>
  (await queryData(client, VideoAttendanceQuery, variables, fresh)).videoAttendance.attendance;

/** The act's recordings, the `load` of the tab's recordings query machine. */
const recordingsOf = async (client: Client, variables: { uuid: string }) =>
  (await queryData(client, VideoRecordingsQuery, variables, fresh)).videoRecordings;

/** Who came and the recordings: the tab's lists for the notary and the parties (and the room's seam). */
function AttendanceAndRecordings({ uuid, download }: { uuid: string; download: VideoTabProps['download'] }) {
  const { t } = useTranslation('video');
  const came = usePageQuery('videoAttendance', attendanceOf, { uuid });
  const recorded = usePageQuery('videoRecordings', recordingsOf, { uuid });
  const attendance = came.data ?? [];
  const recordings = recorded.data ?? [];
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('tab.attendance')}
        </Heading>
        <QueryStatus query={came} t={t} />
        {came.data === null ? null : attendance.length === 0 ? (
          <Text color="fg.muted">{t('tab.attendanceEmpty')}</Text>
        ) : (
          <List.Root gap="1" variant="plain" aria-label={t('tab.attendance')}>
            {attendance.map((entry) => (
              <List.Item key={entry.id} data-testid="video-attendance">
                {t(`role.${entry.role}`)} · {t(`client.${entry.client}`)} · {formatDateTime(entry.joinedAt)}
                {entry.leftAt ? ` – ${formatDateTime(entry.leftAt)}` : ''}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('tab.recordings')}
        </Heading>
        <QueryStatus query={recorded} t={t} />
        {recorded.data === null ? null : recordings.length === 0 ? (
          <Text color="fg.muted">{t('tab.recordingsEmpty')}</Text>
        ) : (
          <List.Root gap="2" variant="plain">
            {recordings.map((recording) => (
              <List.Item key={recording.id} display="block">
                <Stack gap="1">
                  <Text>
                    {t(`role.${recording.role}`)} · {formatDateTime(recording.startedAt)} –{' '}
                    {formatDateTime(recording.endedAt)}{' '}
                    <Badge colorPalette={recording.complete ? 'green' : 'orange'}>
                      {t(recording.complete ? 'tab.complete' : 'tab.incomplete')}
                    </Badge>
                  </Text>
                  {download({ url: recording.url, name: `video-${recording.id}.webm` })}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The act's video tab (`?tab=video`, issue 11): the set time, the readiness checks with the digital
 * signature, then joining (the signed challenge; attendance written by the ministry) with the
 * section-8 refusals shown; who came, and the recordings to download. Views render the join
 * machine's projection; the room's media is the seam the media server fills (decision 046).
 */
export default function VideoTab({ uuid, visitdate, visittime, kiosk, download }: VideoTabProps) {
  const { t } = useTranslation('video');
  const session = useDeviceSession();
  const [mobile] = useState(isMobileDevice);
  const actor = usePageMachine(
    ({ client }) => {
      const signature = sandboxSignatureProvider(client);
      return videoJoinMachine.provide({
        actors: {
          readiness: browserVideoCheck(session, signature),
          ...videoJoinActors(client, signature, kiosk),
        },
      });
    },
    { input: { actId: uuid, mobile } },
  );
  const view = useSelector(actor, selectVideoJoin);
  // The lists change when this participant joins or leaves: read them again then (network-only).
  const listsKey = `${view.inRoom}-${view.left}`;

  return (
    <Stack gap="6">
      <Text fontWeight="semibold">
        {visitdate && visittime
          ? t('tab.scheduled', { date: visitdate, time: visittime })
          : t('tab.notScheduled')}
      </Text>
      {view.checking && <ReadinessArea actor={actor} session={session} />}
      {view.refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(view.refusal.errorKey, view.refusal.params ?? {})}</Alert.Title>
        </Alert.Root>
      )}
      {view.inRoom && view.joined && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('tab.joined', { role: t(`role.${view.joined.role}`) })}</Alert.Title>
        </Alert.Root>
      )}
      {view.inRoom && view.joined && (
        // One room per join: a rejoin is a new attendance, so a new room machine and connections.
        <LiveRoom
          key={view.joined.attendanceId}
          uuid={uuid}
          joined={view.joined}
          session={session}
          mobile={mobile}
          onFinished={(finish) => actor.send({ type: 'room.finished', ...finish })}
        />
      )}
      {view.finishedBanner && (
        <Alert.Root
          status={view.finishedBanner.error ? 'error' : 'info'}
          data-testid="video-room-finished"
          data-outcome={view.finishedBanner.outcome}
        >
          <Alert.Indicator />
          <Alert.Title>{t(view.finishedBanner.key, view.finishedBanner.params)}</Alert.Title>
        </Alert.Root>
      )}
      {view.left && !view.finished && <Text>{t('status.left')}</Text>}
      <Stack direction="row" gap="3" wrap="wrap">
        {(view.canJoin || view.joining) && (
          <Button
            colorPalette="blue"
            loading={view.joining}
            onClick={() => actor.send({ type: 'join.requested' })}
          >
            {t('tab.join')}
          </Button>
        )}
        {view.canRecheck && (
          <Button variant="ghost" onClick={() => actor.send({ type: 'check.restarted' })}>
            {t('tab.recheck')}
          </Button>
        )}
      </Stack>
      <AttendanceAndRecordings key={listsKey} uuid={uuid} download={download} />
    </Stack>
  );
}

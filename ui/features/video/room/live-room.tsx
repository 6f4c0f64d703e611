import { Alert, Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { JoinedRoom, RoomFinish } from '../../../../machines/video-join/video-join.machine';
import type { VideoRoomMachine } from '../../../../machines/video-room/video-room.machine';
import { roomParticipantId, roomRoleOf } from '../../../../machines/video-room/video-room.presence';
import {
  selectVideoRoom,
  type VideoRoomSource,
  type VideoRoomTile,
} from '../../../../machines/video-room/video-room.select';
import { usePageMachine } from '../../../app-actor/use-page-machine';
import { useKioskHold } from '../../session';
import type { DeviceSession } from '../video-check.actors';
import { LocalMedia, type RoomHost, roomHost } from './room.actors';
import { browserSeams, type MediaSeams, type RemoteMedia } from './room-media';

export interface LiveRoomProps {
  uuid: string;
  joined: JoinedRoom;
  session: DeviceSession;
  mobile: boolean;
  /** The room is over (registered, ended, left or refused): the tab closes the attendance. */
  onFinished: (finish: RoomFinish) => void;
  /** The WebRTC underneath; the browser's by default (tests give fakes). */
  seams?: MediaSeams;
}

const sameSources = (a: VideoRoomSource[], b: VideoRoomSource[]) =>
  a.length === b.length &&
  a.every((s, i) => s.participantId === b[i]?.participantId && s.mediaId === b[i]?.mediaId);
const sourcesOf = (snapshot: SnapshotFrom<VideoRoomMachine>) => selectVideoRoom(snapshot).sources;

const statusPalette: Record<VideoRoomTile['status'], string> = {
  waitingForAdmission: 'orange',
  inCall: 'green',
  muted: 'gray',
  paused: 'red',
  left: 'gray',
};

/** A stream played in a <video>: the own preview muted, the others with their audio. */
function StreamVideo({
  stream,
  muted,
  label,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      muted={muted}
      autoPlay
      playsInline
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

interface TileProps {
  participantId: string;
  status: VideoRoomTile['status'];
  title: string;
  statusText: string;
  mobile: boolean;
  children: React.ReactNode;
  controls?: React.ReactNode;
}

function Tile({ participantId, status, title, statusText, mobile, children, controls }: TileProps) {
  return (
    <Stack
      gap="2"
      role="group"
      aria-label={title}
      data-testid="video-tile"
      data-participant-id={participantId}
      data-status={status}
    >
      <Box
        aspectRatio={mobile ? '3 / 4' : '4 / 3'}
        bg="bg.emphasized"
        borderRadius="l2"
        overflow="hidden"
        position="relative"
      >
        {children}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{title}</Text>
        <Badge colorPalette={statusPalette[status]} data-testid="video-tile-status">
          {statusText}
        </Badge>
      </HStack>
      {controls}
    </Stack>
  );
}

/**
 * The live room of the act's video tab (issue 11, decision 048): the room machine for this join
 * with the browser's signalling and WebRTC, rendering only its projection (selectVideoRoom) and the
 * remote streams' store. Mounted while the join machine is `joined`; its end is reported once.
 */
export function LiveRoom({ uuid, joined, session, mobile, onFinished, seams }: LiveRoomProps) {
  const { t } = useTranslation('video');
  const [local] = useState(() => new LocalMedia(session, mobile));
  // The host is the room machine's logic and the remote streams' store it feeds, made once with the
  // page's client; the ref keeps the store of the very logic the page's actor runs (React may call an
  // initializer twice in development, and `??=` makes the second call return the same host).
  const hostRef = useRef<RoomHost | null>(null);
  const actor = usePageMachine(
    ({ client }) => {
      hostRef.current ??= roomHost({
        client,
        uuid,
        attendanceId: joined.attendanceId,
        local,
        seams: seams ?? browserSeams(),
      });
      return hostRef.current.logic;
    },
    {
      input: {
        actId: uuid,
        participantId: roomParticipantId(joined.role, joined.partyId),
        role: roomRoleOf(joined.role),
        mobile,
        checked: true,
      },
    },
  );
  const host = hostRef.current as RoomHost;
  const view = useSelector(actor, selectVideoRoom);
  // A kiosk user in the room touches nothing for minutes: the kiosk's idle logout waits (decision 074).
  useKioskHold(view.self !== null);
  const sources = useSelector(actor, sourcesOf, sameSources);
  const remote = useSyncExternalStore(host.remote.subscribe, host.remote.getSnapshot);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    const issued = actor.on('videoRoom.commandIssued', (event) => void host.command(event.command));
    const done = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      const { outcome, regnum, errorKey } = snapshot.output;
      finished.current({ outcome, regnum, errorKey });
    });
    return () => {
      issued.unsubscribe();
      done.unsubscribe();
    };
  }, [actor, host]);
  // The others' media follow the sources; a connection lost meanwhile is retried when the link is back.
  const linkPaused = view.connection.paused;
  useEffect(() => {
    if (!linkPaused) host.remote.sync(sources);
  }, [host, sources, linkPaused]);
  useEffect(() => () => host.remote.close(), [host]);
  useEffect(() => local.setMicrophone(!view.selfMuted), [local, view.selfMuted]);

  const remoteLabel = (tile: VideoRoomTile) =>
    t('room.tileTitle', { role: t(tile.roleKey), id: tile.participantId });
  const remoteStream = (tile: VideoRoomTile): RemoteMedia | null =>
    tile.showsVideo ? (remote[tile.participantId] ?? null) : null;

  return (
    <Stack gap="4" data-testid="video-room" aria-label={t('room.title')} role="region">
      <Alert.Root
        status={
          view.errorKey || view.connection.failed ? 'error' : view.connection.paused ? 'warning' : 'info'
        }
        data-testid="video-room-banner"
        data-screen={view.screen}
        role="status"
      >
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>
            {view.regnum ? t('status.registeredNumber', { regnum: view.regnum }) : t(view.statusKey)}
          </Alert.Title>
          {view.connection.paused && view.connection.attempt > 0 && (
            <Alert.Description>
              {t('connection.reconnecting', { attempt: view.connection.attempt, of: view.connection.of })}
            </Alert.Description>
          )}
          {view.errorKey && <Alert.Description>{t(view.errorKey)}</Alert.Description>}
        </Stack>
      </Alert.Root>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        {view.self && (
          <Tile
            participantId={view.self.participantId}
            status={view.self.status}
            title={t('room.you', { role: t(view.self.roleKey) })}
            statusText={t(view.self.statusKey)}
            mobile={view.mobile}
          >
            <StreamVideo stream={local.current()} muted label={t('room.ownPreview')} />
          </Tile>
        )}
        {view.tiles.map((tile) => {
          const media = remoteStream(tile);
          return (
            <Tile
              key={tile.participantId}
              participantId={tile.participantId}
              status={tile.status}
              title={remoteLabel(tile)}
              statusText={t(tile.statusKey)}
              mobile={view.mobile}
              controls={
                (tile.canAdmit || tile.canMute || tile.canUnmute) && (
                  <HStack gap="2" wrap="wrap">
                    {tile.canAdmit && (
                      <Button
                        size="sm"
                        colorPalette="blue"
                        onClick={() =>
                          actor.send({ type: 'notary.admitted', participantId: tile.participantId })
                        }
                      >
                        {t('controls.admit')}
                      </Button>
                    )}
                    {tile.canMute && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          actor.send({ type: 'notary.muted', participantId: tile.participantId, muted: true })
                        }
                      >
                        {t('controls.mute')}
                      </Button>
                    )}
                    {tile.canUnmute && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          actor.send({
                            type: 'notary.muted',
                            participantId: tile.participantId,
                            muted: false,
                          })
                        }
                      >
                        {t('controls.unmute')}
                      </Button>
                    )}
                  </HStack>
                )
              }
            >
              {media?.stream ? (
                <StreamVideo
                  stream={media.stream}
                  muted={false}
                  label={t('room.videoOf', { title: remoteLabel(tile) })}
                />
              ) : (
                tile.showsVideo && (
                  <Text position="absolute" inset="0" display="grid" placeItems="center" color="fg.muted">
                    {t(media?.state === 'lost' ? 'room.mediaLost' : 'room.mediaConnecting')}
                  </Text>
                )
              )}
            </Tile>
          );
        })}
      </Grid>
      <HStack gap="3" wrap="wrap">
        {view.controls.start && (
          <Button colorPalette="blue" onClick={() => actor.send({ type: 'notary.started' })}>
            {t('controls.start')}
          </Button>
        )}
        {view.controls.register && (
          <Button colorPalette="blue" onClick={() => actor.send({ type: 'notary.registered' })}>
            {t('controls.register')}
          </Button>
        )}
        {view.controls.end && (
          <Button colorPalette="red" variant="outline" onClick={() => actor.send({ type: 'notary.ended' })}>
            {t('controls.end')}
          </Button>
        )}
        {view.controls.retry && (
          <Button colorPalette="blue" onClick={() => actor.send({ type: 'call.retried' })}>
            {t('controls.retry')}
          </Button>
        )}
        {view.controls.leave && (
          <Button variant="outline" onClick={() => actor.send({ type: 'call.left' })}>
            {t('controls.leave')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

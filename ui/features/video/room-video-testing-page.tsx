import { Alert, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectVideoLoopback } from '../../../machines/video-loopback/video-loopback.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageHeading } from '../../components/page-heading';
import { browserLoopback, LoopbackStage } from './room/loopback.actors';
import { browserSeams } from './room/room-media';
import { isMobileDevice, useDeviceSession } from './use-video-check';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

export interface RoomVideoTestingPageProps {
  loggedIn: boolean;
  /** Opens the login (the header's login button does the same). */
  onLogin: () => void;
}

/**
 * `/room_video_testing` (specification, section 2): a test room of one through the ministry's media
 * server, the user's own camera and microphone sent and received back, with the returned audio's
 * level. Renders the video-loopback machine's projection only.
 */
export default function RoomVideoTestingPage({ loggedIn, onLogin }: RoomVideoTestingPageProps) {
  const { t } = useTranslation('video');
  const session = useDeviceSession();
  const [stage] = useState(() => new LoopbackStage());
  const actor = usePageMachine(({ client }) => browserLoopback(client, session, stage, browserSeams()), {
    input: { loggedIn, mobile: isMobileDevice() },
  });
  const view = useSelector(actor, selectVideoLoopback);
  useEffect(() => {
    actor.send({ type: 'session.changed', loggedIn });
  }, [actor, loggedIn]);

  return (
    <Stack gap="6">
      <PageHeading title={t('loopback.title')} intro={t('loopback.intro')} variant="page" />
      <Alert.Root
        status={view.errorKey ? 'error' : view.live ? 'success' : 'info'}
        role="status"
        data-testid="loopback-status"
        data-screen={view.screen}
      >
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{t(view.statusKey)}</Alert.Title>
          {view.errorKey && <Alert.Description>{t(view.errorKey)}</Alert.Description>}
        </Stack>
      </Alert.Root>
      {view.loginRequired ? (
        <HStack>
          <Button colorPalette="blue" onClick={onLogin}>
            {t('common:header.login')}
          </Button>
        </HStack>
      ) : (
        <Stack gap="4">
          <Box
            maxW="md"
            aspectRatio={isMobileDevice() ? '3 / 4' : '4 / 3'}
            borderRadius="l2"
            overflow="hidden"
            bg="bg.emphasized"
          >
            {/* The returned media, through the media server: picture and sound. */}
            {/* biome-ignore lint/a11y/useMediaCaption: one's own live voice; no transcript exists to caption it with */}
            <video
              ref={(element) => stage.attach(element)}
              aria-label={t('loopback.returnedVideo')}
              data-testid="loopback-video"
              autoPlay
              playsInline
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
          <Stack gap="1" maxW="md">
            <Text id="loopback-level-label">{t('loopback.level')}</Text>
            <Progress.Root
              value={Math.min(100, Math.round(view.level * 100))}
              max={100}
              aria-labelledby="loopback-level-label"
              data-testid="loopback-level"
              data-hearing={view.hearing}
              colorPalette={view.hearing ? 'green' : 'gray'}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          <HStack gap="3" wrap="wrap">
            {view.canRetry && (
              <Button colorPalette="blue" onClick={() => actor.send({ type: 'loopback.retried' })}>
                {t('loopback.again')}
              </Button>
            )}
            {view.canLeave && (
              <Button variant="outline" onClick={() => actor.send({ type: 'loopback.left' })}>
                {t('loopback.leave')}
              </Button>
            )}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

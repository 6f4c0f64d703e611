import { Alert, Badge, Box, Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { VideoCheckMachine } from '../../../machines/video-check/video-check.machine';
import { selectVideoCheck, type VideoCheckStatus } from '../../../machines/video-check/video-check.select';
import type { DeviceSession } from './video-check.actors';

const statusPalette: Record<VideoCheckStatus, string> = {
  pending: 'gray',
  running: 'blue',
  passed: 'green',
  failed: 'red',
};

/** Mb/s with one decimal, as the user reads it. */
const mbpsText = (mbps: number) => (Math.round(mbps * 10) / 10).toString();

/**
 * The readiness check as its projection says (machines/video-check): each check with its status, the
 * camera's picture and resolution, the microphone's level, the bandwidth on the 0–5 scale, the
 * failed check's section-8 message and the retry. The preview shows the user's own camera only.
 */
export function VideoCheckPanel({
  actor,
  session,
}: {
  actor: ActorRefFrom<VideoCheckMachine>;
  session: DeviceSession;
}) {
  const { t } = useTranslation('video');
  const view = useSelector(actor, selectVideoCheck);
  // Where no signature is asked (/video_testing before login) its line would only ever read "ready".
  const asked = useSelector(actor, (s) => s.context.requireSignature);
  const checks = asked ? view.checks : view.checks.filter((check) => check.id !== 'signature');
  return (
    <Stack gap="4">
      <List.Root variant="plain" gap="2" aria-label={t('testing.checks')}>
        {checks.map((check) => (
          <List.Item key={check.id} data-check={check.id} data-status={check.status}>
            <HStack gap="3">
              <Badge colorPalette={statusPalette[check.status]}>{t(check.statusKey)}</Badge>
              <Text>{t(check.labelKey)}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Box maxW="sm" borderRadius="l2" overflow="hidden" bg="bg.muted">
        {/* The user's own camera, muted: the check's preview, never anyone else's video. */}
        <video
          ref={(element) => session.attach(element)}
          aria-label={t('testing.preview')}
          muted
          playsInline
          autoPlay
          style={{ width: '100%', display: 'block', transform: 'scaleX(-1)' }}
        />
      </Box>
      <Stack gap="1">
        {view.frame && view.frame.width > 0 && (
          <Text data-testid="video-resolution">
            {t('testing.resolution', { width: view.frame.width, height: view.frame.height })}
          </Text>
        )}
        <Text id="video-level-label">{t('testing.level')}</Text>
        <Progress.Root
          value={Math.round(view.level * 100)}
          max={100}
          maxW="sm"
          aria-labelledby="video-level-label"
          colorPalette={view.peakLevel > 0.02 ? 'green' : 'gray'}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {view.mbps !== null && view.quality !== null && view.qualityKey && (
          <Text data-testid="video-bandwidth">
            {t('testing.bandwidth', { mbps: mbpsText(view.mbps) })} ·{' '}
            {t('quality.scale', { quality: view.quality })} ({t(view.qualityKey)})
          </Text>
        )}
        {view.ready && !view.recommended && <Text color="fg.warning">{t('quality.belowRecommended')}</Text>}
      </Stack>
      {view.ready && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('testing.ready')}</Alert.Title>
        </Alert.Root>
      )}
      {view.failed && view.errorKey && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(view.errorKey)}</Alert.Title>
        </Alert.Root>
      )}
      {view.canRetry && (
        <Button alignSelf="start" onClick={() => actor.send({ type: 'check.retried' })}>
          {t('controls.retry')}
        </Button>
      )}
    </Stack>
  );
}

import { Box, Button, CloseButton, Dialog, Image, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { ArrowBigDown, ArrowBigLeft, ArrowBigRight, ArrowBigUp, RotateCcw, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceCheckActorRef, FaceRect } from '../../../machines/face-check/face-check.machine';
import { selectFaceCheck } from '../../../machines/face-check/face-check.select';
import type { GuidanceArrow } from '../../../machines/face-check/guidance';
import { useLoginActor } from '../../app-actor/app-actor';
import { useDialogTitle } from '../../components/dialog-title';
import { cameraSession } from './camera';
import { GuidanceText } from './guidance-text';
import { useLoginView } from './login-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

/** Face frame drawn before the server has located a face (section 2). */
export const defaultFrame = { width: 180, height: 250 };
const arrowSize = 45;
const arrowOffset = 60;

// The arrow nudges towards where the camera or the head should go. Emotion inserts the keyframes with
// the page's nonce (ui/style-cache.ts); a <style> element of our own would break the CSP (decision 025).
const nudge = keyframes`
  0%, 100% { transform: translate(0, 0); opacity: 1; }
  50% { transform: translate(var(--nudge-x), var(--nudge-y)); opacity: 0.55; }
`;

/** faceRect is in pixels of the frame sent; the video is shown scaled to the dialog. */
export function scaleRect(
  rect: FaceRect | null,
  frame: { width: number; height: number } | null,
  shown: { width: number; height: number },
) {
  if (!rect || !frame || frame.width === 0 || shown.width === 0) {
    return {
      left: (shown.width - defaultFrame.width) / 2,
      top: (shown.height - defaultFrame.height) / 2,
      width: defaultFrame.width,
      height: defaultFrame.height,
    };
  }
  const scale = shown.width / frame.width;
  return {
    left: rect.x * scale,
    top: rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

const arrowIcons: Record<GuidanceArrow, typeof ArrowBigUp> = {
  up: ArrowBigUp,
  down: ArrowBigDown,
  left: ArrowBigLeft,
  right: ArrowBigRight,
  turnLeft: RotateCcw,
  turnRight: RotateCw,
};

function Arrow({ arrow, box }: { arrow: GuidanceArrow; box: ReturnType<typeof scaleRect> }) {
  const Icon = arrowIcons[arrow];
  const centreX = box.left + box.width / 2 - arrowSize / 2;
  const centreY = box.top + box.height / 2 - arrowSize / 2;
  const position =
    arrow === 'up'
      ? { left: centreX, top: box.top - arrowOffset, x: '0', y: '-10px' }
      : arrow === 'down'
        ? { left: centreX, top: box.top + box.height + arrowOffset - arrowSize, x: '0', y: '10px' }
        : arrow === 'left' || arrow === 'turnLeft'
          ? { left: box.left - arrowOffset, top: centreY, x: '-10px', y: '0' }
          : { left: box.left + box.width + arrowOffset - arrowSize, top: centreY, x: '10px', y: '0' };
  return (
    <Box
      position="absolute"
      left={`${position.left}px`}
      top={`${position.top}px`}
      color="yellow.300"
      data-arrow={arrow}
      aria-hidden
      css={{
        '--nudge-x': position.x,
        '--nudge-y': position.y,
        animation: `${nudge} 1s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Icon size={arrowSize} strokeWidth={2.5} />
    </Box>
  );
}

/**
 * The shown size of the camera's box, kept by a ResizeObserver while the box is mounted: a
 * measurement React reads as an external store (as it reads the camera's stream), not a mode.
 */
class ShownSize {
  private size = { width: 0, height: 0 };
  private readonly listeners = new Set<() => void>();
  private observer: ResizeObserver | null = null;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly current = () => this.size;

  /** The box's ref: observed from its mount to its unmount. */
  readonly observe = (element: HTMLElement | null) => {
    this.observer?.disconnect();
    this.observer = null;
    if (!element) return;
    this.observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      this.size = { width: entry.contentRect.width, height: entry.contentRect.height };
      for (const listener of this.listeners) listener();
    });
    this.observer.observe(element);
  };
}

/** The live part of the dialog: camera, face frame, arrow, the challenge step and the hint. */
export function LiveView({ faceCheck, kiosk }: { faceCheck: FaceCheckActorRef; kiosk: boolean }) {
  const { t } = useTranslation('face');
  const view = useSelector(faceCheck, selectFaceCheck);
  const stream = useSyncExternalStore(
    (listener) => cameraSession.subscribe(listener),
    () => cameraSession.current(),
  );
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [meter] = useState(() => new ShownSize());
  const shown = useSyncExternalStore(meter.subscribe, meter.current);

  useEffect(() => {
    const video = videoRef.current;
    cameraSession.attach(video);
    if (video && video.srcObject !== stream) video.srcObject = stream;
    return () => cameraSession.attach(null);
  }, [stream]);

  const box = scaleRect(view.faceRect, view.frameSize, shown);
  return (
    <Stack gap="4" align="center" w="full">
      <Box
        ref={meter.observe}
        position="relative"
        w="full"
        maxW="640px"
        bg="black"
        borderRadius="l2"
        overflow="hidden"
      >
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label={t('camera')}
          style={{ width: '100%', display: 'block', aspectRatio: '4 / 3' }}
          onPlaying={() => faceCheck.send({ type: 'video.started' })}
        />
        <Box
          data-testid="face-frame"
          position="absolute"
          left={`${box.left}px`}
          top={`${box.top}px`}
          w={`${box.width}px`}
          h={`${box.height}px`}
          borderWidth="3px"
          borderColor={view.guidance ? 'orange.400' : 'green.400'}
          borderRadius="50%"
          transition="all 0.2s"
          aria-hidden
        />
        {view.arrow && <Arrow arrow={view.arrow} box={box} />}
        {(view.connecting || view.reconnecting) && (
          <Stack
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            bg="blackAlpha.600"
            color="white"
          >
            <Spinner size="xl" />
            <Text fontSize="18px">{view.reconnecting ? t('reconnecting') : t('connecting')}</Text>
          </Stack>
        )}
      </Box>
      <Box minH="16" aria-live="polite" role="status">
        {/* The server's challenge (standard policy): the step it asks for now, in the hint's words. */}
        {view.checking && view.instruction && (
          <Stack gap="1" align="center" data-step={view.challenge?.step}>
            <Text fontSize="sm" color="fg.muted">
              {t('step', { index: view.instruction.index, of: view.instruction.of })}
            </Text>
            <GuidanceText guidance={view.instruction} kiosk={kiosk} />
          </Stack>
        )}
        {view.checking && <GuidanceText guidance={view.guidance} kiosk={kiosk} />}
        {view.checking && view.frameOk && <Text fontSize="18px">{t('holdStill')}</Text>}
      </Box>
    </Stack>
  );
}

/** The fullscreen face-check dialog (section 2): live camera, face frame, guidance, best shot. */
export function FaceCheckDialog({ kiosk }: { kiosk: boolean }) {
  const { t } = useTranslation('face');
  const view = useLoginView();
  const actorRef = useLoginActor();
  const cancel = () => actorRef.send({ type: 'login.cancelled' });

  const titled = useDialogTitle();
  return (
    <Dialog.Root
      ids={titled.ids}
      open={view.faceDialogOpen}
      onOpenChange={(details) => !details.open && view.canCancel && cancel()}
      size="full"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...titled.contentProps}>
            <Dialog.Header justifyContent="center">
              <Dialog.Title fontSize="2xl">{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" alignItems="center" gap="4">
              <Text color="fg.muted" textAlign="center">
                {t('instruction')}
              </Text>
              {view.faceCheck ? (
                <LiveView faceCheck={view.faceCheck} kiosk={kiosk} />
              ) : (
                <Stack align="center" gap="4">
                  {view.bestshot && (
                    <Image
                      src={`data:image/jpeg;base64,${view.bestshot}`}
                      alt={t('bestshot')}
                      maxW="320px"
                      borderRadius="l2"
                    />
                  )}
                  {view.authenticating && (
                    <Stack direction="row" align="center" gap="3" role="status">
                      <Spinner />
                      <Text fontSize="18px">{t('authenticating')}</Text>
                    </Stack>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              {view.canCancel && (
                <Button variant="outline" size={kiosk ? '2xl' : 'lg'} onClick={cancel}>
                  {t('cancel')}
                </Button>
              )}
            </Dialog.Footer>
            {view.canCancel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="md" aria-label={t('cancel')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

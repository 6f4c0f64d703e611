import { Box, HStack, IconButton, Stack, useRecipe } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  FileSignature,
  Pause,
  Play,
  ShieldCheck,
  Video,
} from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { carouselMachine } from '../../../machines/carousel/carousel.machine';
import { selectCarousel } from '../../../machines/carousel/carousel.select';
import { paths } from '../../../machines/navigation/routes';

const slides = [
  { id: 'online', href: paths.myActs, icon: FileSignature },
  { id: 'video', href: paths.videoTesting, icon: Video },
  { id: 'ban', href: paths.searchBan, icon: ShieldCheck },
  { id: 'equeue', href: paths.equeue, icon: CalendarClock },
] as const;

/** A horizontal move of at least this many pixels between press and release is a swipe. */
const swipePx = 40;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slides' styles, once for the track rather than per element: four slides of Chakra components
 * (a Stack, an Icon, a Heading, a Text, a Button...) were some thirty styled elements, rendered in one
 * task of up to 60 ms as the home page loaded (decision 110). Each part looks as its component did:
 * the slide a Stack, the icon an Icon of boxSize 16, the title a Heading of size 2xl, the link a
 * yellow Button of size md (their recipes).
 */
function useSlideCss() {
  const icon = useRecipe({ key: 'icon' });
  const heading = useRecipe({ key: 'heading' });
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      '& > [role=group]': {
        display: 'flex',
        flex: '0 0 100%',
        flexDirection: { base: 'column', md: 'row' },
        gap: '6',
        alignItems: { base: 'start', md: 'center' },
        p: { base: '6', md: '10' },
        minH: '56',
        bg: 'blue.900',
        color: 'white',
        borderRadius: 'l3',
      },
      '& > [role=group] > svg': { ...icon({}), boxSize: '16', flexShrink: 0 },
      '& > [role=group] > div': { display: 'flex', flexDirection: 'column', gap: '3', flex: '1' },
      '& > [role=group] h2': heading({ size: '2xl' }),
      '& > [role=group] p': { fontSize: 'lg', maxW: '3xl' },
      '& > [role=group] a': { ...button({ size: 'md' }), colorPalette: 'yellow' },
    }),
    [icon, heading, button],
  );
}

/** The indicators' styles, once for their row (decision 110); the current one is blue. */
const dotCss = {
  '& > button': {
    boxSize: '2.5',
    borderRadius: 'full',
    cursor: 'pointer',
    bg: 'border.emphasized',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
  '& > button[aria-current=true]': { bg: 'blue.solid' },
} as const;

/**
 * The portal's services in a carousel after the WAI-ARIA pattern: it plays by itself unless the
 * user prefers reduced motion, holds while hovered or focused and stops with its pause button
 * (WCAG 2.2.2), and moves with arrows, indicators, the arrow keys and swipes. Its modes are
 * machines/carousel; the slides slide by a transform, with no layout measured (decision 029).
 */
export function ServicesCarousel() {
  const { t } = useTranslation('home');
  const slideCss = useSlideCss();
  const carouselRef = useActorRef(carouselMachine, {
    input: { slideCount: slides.length, reducedMotion: prefersReducedMotion() },
  });
  const view = useSelector(carouselRef, selectCarousel);
  const pressedAt = useRef<number | null>(null);
  const send = carouselRef.send;

  const leaveOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      send({ type: 'carousel.unattended' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') send({ type: 'carousel.prev' });
    else if (event.key === 'ArrowRight') send({ type: 'carousel.next' });
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (moved <= -swipePx) send({ type: 'carousel.next' });
    else if (moved >= swipePx) send({ type: 'carousel.prev' });
  };

  return (
    <Box
      as="section"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => send({ type: 'carousel.attended' })}
      onMouseLeave={() => send({ type: 'carousel.unattended' })}
      onFocus={() => send({ type: 'carousel.attended' })}
      onBlur={leaveOnBlur}
    >
      <Stack gap="3">
        <Box
          overflow="hidden"
          borderRadius="l3"
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            pressedAt.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pressedAt.current = null;
          }}
          touchAction="pan-y"
        >
          <Box
            id="services-carousel-slides"
            aria-live={view.playing ? 'off' : 'polite'}
            display="flex"
            transform={`translateX(-${view.index * 100}%)`}
            transition="transform 0.5s ease"
            _motionReduce={{ transition: 'none' }}
            css={slideCss}
          >
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group of the WAI-ARIA carousel pattern, not a fieldset of a form.
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t('carousel.slideRole')}
                aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
                inert={index !== view.index}
                aria-hidden={index !== view.index || undefined}
              >
                <slide.icon aria-hidden />
                <div>
                  <h2>{t(`carousel.slides.${slide.id}.title`)}</h2>
                  <p>{t(`carousel.slides.${slide.id}.text`)}</p>
                  <div>
                    <WouterLink
                      href={slide.href}
                      aria-label={`${t('carousel.more')}: ${t(`carousel.slides.${slide.id}.title`)}`}
                    >
                      {t('carousel.more')}
                    </WouterLink>
                  </div>
                </div>
              </div>
            ))}
          </Box>
        </Box>
        <HStack justify="center" gap="4">
          <IconButton
            size="sm"
            variant="outline"
            aria-controls="services-carousel-slides"
            aria-label={t('carousel.prev')}
            onClick={() => send({ type: 'carousel.prev' })}
          >
            <ChevronLeft />
          </IconButton>
          {/* 10 px dots 16 px apart: each has the 24 px target WCAG 2.2 (2.5.8) asks for. */}
          <HStack gap="4" css={dotCss}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === view.index ? 'true' : undefined}
                aria-controls="services-carousel-slides"
                onClick={() => send({ type: 'carousel.goTo', index })}
              />
            ))}
          </HStack>
          <IconButton
            size="sm"
            variant="outline"
            aria-controls="services-carousel-slides"
            aria-label={t('carousel.next')}
            onClick={() => send({ type: 'carousel.next' })}
          >
            <ChevronRight />
          </IconButton>
          {view.canPlay && (
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={view.playing ? t('carousel.pause') : t('carousel.play')}
              onClick={() => send({ type: 'carousel.toggled' })}
            >
              {view.playing ? <Pause /> : <Play />}
            </IconButton>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

import {
  Box,
  Button,
  Carousel,
  Heading,
  HStack,
  Icon,
  IconButton,
  Stack,
  Text,
  useCarousel,
} from '@chakra-ui/react';
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
import { type FocusEvent, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { paths } from '../../../machines/navigation/routes';

const slides = [
  { id: 'online', href: paths.myActs, icon: FileSignature },
  { id: 'video', href: paths.videoTesting, icon: Video },
  { id: 'ban', href: paths.searchBan, icon: ShieldCheck },
  { id: 'equeue', href: paths.equeue, icon: CalendarClock },
] as const;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * The portal's services in an accessible carousel: it autoplays (unless the user prefers reduced
 * motion), pauses while hovered or focused (WCAG 2.2.2), has a stop button, arrows, indicators,
 * and keyboard arrows on the focused slides.
 */
export function ServicesCarousel() {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const heldByUserAttention = useRef(false);
  const carousel = useCarousel({
    slideCount: slides.length,
    loop: true,
    autoplay: reducedMotion ? false : { delay: 7000 },
    translations: {
      nextTrigger: t('carousel.next'),
      prevTrigger: t('carousel.prev'),
      indicator: (index) => t('carousel.goTo', { index: index + 1 }),
      item: (index, count) => t('carousel.slide', { index: index + 1, count }),
      autoplayStart: t('carousel.play'),
      autoplayStop: t('carousel.pause'),
    },
  });

  const hold = () => {
    if (carousel.isPlaying) {
      heldByUserAttention.current = true;
      carousel.pause();
    }
  };
  const release = () => {
    if (heldByUserAttention.current) {
      heldByUserAttention.current = false;
      carousel.play();
    }
  };
  const releaseOnBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) release();
  };

  return (
    <Box as="section" aria-label={t('carousel.label')}>
      <Carousel.RootProvider
        value={carousel}
        onMouseEnter={hold}
        onMouseLeave={release}
        onFocus={hold}
        onBlur={releaseOnBlur}
        gap="3"
      >
        <Carousel.ItemGroup borderRadius="l3">
          {slides.map((slide, index) => (
            <Carousel.Item key={slide.id} index={index} inert={!carousel.isInView(index)}>
              <Stack
                direction={{ base: 'column', md: 'row' }}
                gap="6"
                align={{ base: 'start', md: 'center' }}
                p={{ base: '6', md: '10' }}
                minH="56"
                bg="blue.900"
                color="white"
                borderRadius="l3"
              >
                <Icon as={slide.icon} boxSize="16" aria-hidden flexShrink={0} />
                <Stack gap="3" flex="1">
                  <Heading as="h2" size="2xl">
                    {t(`carousel.slides.${slide.id}.title`)}
                  </Heading>
                  <Text fontSize="lg" maxW="3xl">
                    {t(`carousel.slides.${slide.id}.text`)}
                  </Text>
                  <Box>
                    <Button asChild colorPalette="yellow" size="md">
                      <WouterLink
                        href={slide.href}
                        aria-label={`${t('carousel.more')}: ${t(`carousel.slides.${slide.id}.title`)}`}
                      >
                        {t('carousel.more')}
                      </WouterLink>
                    </Button>
                  </Box>
                </Stack>
              </Stack>
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        <HStack justify="center" gap="4">
          <Carousel.PrevTrigger asChild>
            <IconButton size="sm" variant="outline">
              <ChevronLeft />
            </IconButton>
          </Carousel.PrevTrigger>
          {/* 10 px dots 16 px apart: each has the 24 px target WCAG 2.2 (2.5.8) asks for. */}
          <Carousel.IndicatorGroup gap="4">
            {slides.map((slide, index) => (
              <Carousel.Indicator key={slide.id} index={index} />
            ))}
          </Carousel.IndicatorGroup>
          <Carousel.NextTrigger asChild>
            <IconButton size="sm" variant="outline">
              <ChevronRight />
            </IconButton>
          </Carousel.NextTrigger>
          {!reducedMotion && (
            <Carousel.AutoplayTrigger asChild>
              <IconButton size="sm" variant="ghost">
                {carousel.isPlaying || heldByUserAttention.current ? <Pause /> : <Play />}
              </IconButton>
            </Carousel.AutoplayTrigger>
          )}
        </HStack>
      </Carousel.RootProvider>
      <Text srOnly aria-live="polite">
        {t('carousel.slide', { index: carousel.page + 1, count: slides.length })}
      </Text>
    </Box>
  );
}

import { staticStyles } from '../theme/static-styles';

/**
 * A page's title and intro, and a section's, as Chakra's Stack, Heading and Text drew them (decision
 * 111), for each size of `PageHeading` and each gap of `PageSection`.
 */
export const pageHeadingCss = staticStyles({
  // <Stack gap="1">, <Heading as="h1" size="2xl">, <Text color="fg.muted">
  page: { css: { display: 'flex', flexDirection: 'column', gap: '1' } },
  pageTitle: { recipe: 'heading', variants: { size: '2xl' } },
  pageIntro: { css: { color: 'fg.muted' } },
  // <Stack gap="2">, <Heading as="h1" size="3xl">, <Text color="fg.muted" fontSize="lg" maxW="4xl">
  hero: { css: { display: 'flex', flexDirection: 'column', gap: '2' } },
  heroTitle: { recipe: 'heading', variants: { size: '3xl' } },
  heroIntro: { css: { color: 'fg.muted', fontSize: 'lg', maxW: '4xl' } },
  // <Stack gap="2">, <Heading as="h1" size="3xl">, <Text color="fg.muted" fontSize="xl">
  kiosk: { css: { display: 'flex', flexDirection: 'column', gap: '2' } },
  kioskTitle: { recipe: 'heading', variants: { size: '3xl' } },
  kioskIntro: { css: { color: 'fg.muted', fontSize: 'xl' } },
});

export const pageSectionCss = staticStyles({
  // <Stack as="section" gap="2" | "3" | "4" | "5">
  gap2: { css: { display: 'flex', flexDirection: 'column', gap: '2' } },
  gap3: { css: { display: 'flex', flexDirection: 'column', gap: '3' } },
  gap4: { css: { display: 'flex', flexDirection: 'column', gap: '4' } },
  gap5: { css: { display: 'flex', flexDirection: 'column', gap: '5' } },
  // <Heading as="h2" size="xl">
  title: { recipe: 'heading', variants: { size: 'xl' } },
});

import { staticStyles } from '../../theme/static-styles';

/** The home page's parts, as the Chakra components named beside each drew them (decision 111). */
export const homeCss = staticStyles({
  // <Stack gap="10">
  page: { css: { display: 'flex', flexDirection: 'column', gap: '10' } },
  // <Stack as="section" direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'start', md: 'center' }}
  //   p="6" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
  catalogue: {
    css: {
      display: 'flex',
      alignItems: { base: 'start', md: 'center' },
      flexDirection: { base: 'column', md: 'row' },
      gap: '6',
      p: '6',
      borderWidth: '1px',
      borderRadius: 'l3',
      bg: 'bg.subtle',
    },
  },
  // <Box flex="1">
  catalogueText: { css: { flex: '1' } },
  // <Heading as="h2" size="xl">
  catalogueTitle: { recipe: 'heading', variants: { size: 'xl' } },
  // <Text mt="2" color="fg.muted">
  catalogueIntro: { css: { mt: '2', color: 'fg.muted' } },
  // <Button asChild size="lg" colorPalette="blue"> around the link
  catalogueLink: { recipe: 'button', variants: { size: 'lg' }, colorPalette: 'blue' },
});

/** The capabilities' grid of linked cards. */
export const capabilitiesCss = staticStyles({
  // <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
  grid: {
    css: {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      },
      listStyleType: 'none',
      gap: '4',
    },
  },
  // <LinkBox as="li">: the card's other links above its overlay
  item: {
    css: {
      '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 },
      position: 'relative',
    },
  },
  // <Card.Root height="full" variant="outline" _hover={{ borderColor: 'blue.solid' }}>
  card: {
    recipe: 'card',
    slot: 'root',
    variants: { variant: 'outline' },
    css: { height: 'full', _hover: { borderColor: 'blue.solid' } },
  },
  // <Card.Body gap="3">
  body: { recipe: 'card', slot: 'body', variants: { variant: 'outline' }, css: { gap: '3' } },
  // <Icon as={...} boxSize="8" color="blue.fg" />
  icon: { recipe: 'icon', css: { boxSize: '8', color: 'blue.fg' } },
  // <Heading as="h3" size="md">
  title: { recipe: 'heading', variants: { size: 'md' } },
  // <LinkOverlay asChild>: the link covers the card
  overlay: {
    css: {
      position: 'static',
      '&::before': {
        content: "''",
        cursor: 'inherit',
        display: 'block',
        position: 'absolute',
        top: 0,
        left: 0,
        zIndex: 0,
        width: '100%',
        height: '100%',
      },
    },
  },
  // <Text color="fg.muted">
  text: { css: { color: 'fg.muted' } },
});

import { staticStyles } from '../theme/static-styles';

/**
 * The page's frame, header, main area and footer, as Chakra's Box, Container, Flex, HStack, Text and
 * Button drew them (decision 111): computed by the build, plain elements on the page.
 */
/** The header's and the footer's row: `<Flex align="center" gap="4" wrap="wrap" justify="space-between">`. */
const spacedRow = {
  css: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '4' },
} as const;

export const shellCss = staticStyles({
  // <Box minH="100vh" display="flex" flexDirection="column">
  frame: { css: { minH: '100vh', display: 'flex', flexDirection: 'column' } },
  // <Container as="main" maxW="7xl" py={{ base: '6', md: '10' }} flex="1" minH="100vh">
  main: { recipe: 'container', css: { maxW: '7xl', py: { base: '6', md: '10' }, flex: '1', minH: '100vh' } },
});

export const headerCss = staticStyles({
  // <Box as="header" borderBottomWidth="1px" bg="bg">
  header: { css: { borderBottomWidth: '1px', bg: 'bg' } },
  // <Container maxW="7xl" py="3">, the kiosk's py="4"
  container: { recipe: 'container', css: { maxW: '7xl', py: '3' } },
  kioskContainer: { recipe: 'container', css: { maxW: '7xl', py: '4' } },
  row: spacedRow,
  // <HStack gap="4" wrap="wrap">, the kiosk's gap="6"
  group: { css: { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap', gap: '4' } },
  kioskGroup: {
    css: { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap', gap: '6' },
  },
  // <Button colorPalette="blue">
  login: { recipe: 'button', colorPalette: 'blue' },
});

export const footerCss = staticStyles({
  // <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
  footer: { css: { borderTopWidth: '1px', bg: 'bg.subtle', mt: '16' } },
  // <Container maxW="7xl" py="6">
  container: { recipe: 'container', css: { maxW: '7xl', py: '6' } },
  row: spacedRow,
  // <Text fontSize="sm" color="fg.muted">
  rights: { css: { fontSize: 'sm', color: 'fg.muted' } },
  // <Button variant="plain" size="sm" colorPalette="blue" px="0">
  offer: {
    recipe: 'button',
    variants: { variant: 'plain', size: 'sm' },
    colorPalette: 'blue',
    css: { px: '0' },
  },
  // <Flex gap="2" align="center">
  helpline: { css: { display: 'flex', alignItems: 'center', gap: '2' } },
  // <Text fontSize="sm">
  helplineLabel: { css: { fontSize: 'sm' } },
});

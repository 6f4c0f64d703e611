import { visuallyHiddenStyle } from '@chakra-ui/react';
import { staticStyles } from '../theme/static-styles';

/** The header's and footer's helpline link as Chakra's Link and VisuallyHidden drew it (decision 111). */
export const helplineCss = staticStyles({
  link: {
    recipe: 'link',
    css: {
      fontWeight: 'bold',
      fontSize: 'lg',
      color: 'red.fg',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
    },
  },
  hidden: { css: visuallyHiddenStyle },
});

/** The helpline's card, on the home page and the kiosk's main page; its number's hidden label is `helplineCss.hidden`. */
export const helplineCardCss = staticStyles({
  // <Box as="section" p="6" borderRadius="l3" bg="red.subtle">
  card: { css: { p: '6', borderRadius: 'l3', bg: 'red.subtle' } },
  // <HStack gap="5" align="center" wrap="wrap">
  row: { css: { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap', gap: '5' } },
  // <Icon as={Phone} boxSize="10" color="red.fg" />
  icon: { recipe: 'icon', css: { boxSize: '10', color: 'red.fg' } },
  // <Stack gap="1" flex="1" minW="60">
  text: { css: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '60' } },
  // <Heading as="h2" size="lg">
  title: { recipe: 'heading', variants: { size: 'lg' } },
  // <Link fontSize="4xl" fontWeight="black" color="red.fg">
  number: { recipe: 'link', css: { fontSize: '4xl', fontWeight: 'black', color: 'red.fg' } },
});

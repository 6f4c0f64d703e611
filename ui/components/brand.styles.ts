import { staticStyles } from '../theme/static-styles';

/** The brand's parts as Chakra's HStack, Icon, Stack and Text drew them (decision 111). */
export const brandCss = staticStyles({
  // <HStack gap="3">
  row: { css: { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '3' } },
  // <Icon as={Landmark} boxSize="9" color="blue.fg" />
  icon: { recipe: 'icon', css: { boxSize: '9', color: 'blue.fg' } },
  // <Stack gap="0">
  names: { css: { display: 'flex', flexDirection: 'column', gap: '0' } },
  // <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short">
  title: { css: { fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'short' } },
  // <Text fontSize="sm" color="fg.muted">
  ministry: { css: { fontSize: 'sm', color: 'fg.muted' } },
});

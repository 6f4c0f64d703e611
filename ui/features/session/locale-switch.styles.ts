import { staticStyles } from '../../theme/static-styles';

/**
 * Chakra's attached Group, horizontal (its recipe's base, variants and compound variant, and the
 * component's align and justify), and its blue buttons (decision 111).
 */
const attachedGroup = {
  display: 'inline-flex',
  gap: '0!',
  isolation: 'isolate',
  position: 'relative',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
  '& [data-group-item]': { _focusVisible: { zIndex: 1 } },
  '& > *[data-first]': { borderEndRadius: '0!', marginEnd: '-1px' },
  '& > *[data-between]': { borderRadius: '0!', marginEnd: '-1px' },
  '& > *[data-last]': { borderStartRadius: '0!' },
} as const;

/** The kiosk's large buttons, one size down in a window narrower than a small tablet. */
const kioskSize = { base: 'md', sm: 'lg' };

export const localeCss = staticStyles({
  group: { css: attachedGroup },
  current: { recipe: 'button', variants: { size: 'sm', variant: 'solid' }, colorPalette: 'blue' },
  other: { recipe: 'button', variants: { size: 'sm', variant: 'outline' }, colorPalette: 'blue' },
  kioskCurrent: { recipe: 'button', variants: { size: kioskSize, variant: 'solid' }, colorPalette: 'blue' },
  kioskOther: { recipe: 'button', variants: { size: kioskSize, variant: 'outline' }, colorPalette: 'blue' },
});

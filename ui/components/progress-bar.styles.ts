import { staticStyles } from '../theme/static-styles';

/** The bar's two boxes (decision 111). */
export const progressCss = staticStyles({
  track: {
    css: {
      position: 'fixed',
      top: '0',
      insetInline: '0',
      zIndex: 'banner',
      h: '1.5',
      overflow: 'hidden',
      bg: 'bg.muted',
    },
  },
  stripe: {
    css: {
      h: 'full',
      bgImage:
        'linear-gradient(to right, transparent 0%, var(--chakra-colors-blue-solid) 50%, transparent 100%)',
      bgSize: '50% 100%',
      bgRepeat: 'no-repeat',
      animation: 'bg-position 1s ease infinite',
      '--animate-from': '-100%',
      '--animate-to': '200%',
    },
  },
});

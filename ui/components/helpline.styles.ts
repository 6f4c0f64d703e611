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

import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The thin bar at the top of the page shown on every wait (data, lazy screens, redirects). Drawn
 * as Chakra's indeterminate Progress (size xs, blue) looks, with two boxes: Chakra's Progress
 * brings a state machine into the first page for a bar that has no value (decision 029). The
 * stripe moves by its background, not its position, so it shifts no layout.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="banner"
      h="1.5"
      overflow="hidden"
      bg="bg.muted"
    >
      <Box
        h="full"
        bgImage="linear-gradient(to right, transparent 0%, var(--chakra-colors-blue-solid) 50%, transparent 100%)"
        bgSize="50% 100%"
        bgRepeat="no-repeat"
        animation="bg-position 1s ease infinite"
        css={{ '--animate-from': '-100%', '--animate-to': '200%' }}
      />
    </Box>
  );
}

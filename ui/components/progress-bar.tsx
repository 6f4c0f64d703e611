import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The thin bar at the top of the page shown on every wait (data, lazy screens, redirects). Drawn
 * as Chakra's indeterminate Progress (size xs, blue) looks, with two boxes: Chakra's Progress
 * brings a state machine into the first page for a bar that has no value (decision 029).
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
        position="absolute"
        h="full"
        minW="50%"
        animation="position 1s ease infinite normal none running"
        bgImage="linear-gradient(to right, transparent 0%, var(--chakra-colors-blue-solid) 50%, transparent 100%)"
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
      />
    </Box>
  );
}

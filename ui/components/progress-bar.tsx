import { Box, Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The thin bar at the top of the page shown on every wait (data, lazy screens, redirects). */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <Box position="fixed" top="0" insetInline="0" zIndex="banner">
      <Progress.Root value={null} size="xs" colorPalette="blue" aria-label={t('loading')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

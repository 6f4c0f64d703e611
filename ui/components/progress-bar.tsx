import { useTranslation } from 'react-i18next';
import { progressCss } from './progress-bar.styles';

/**
 * The thin bar at the top of the page shown on every wait (data, lazy screens, redirects). Drawn
 * as Chakra's indeterminate Progress (size xs, blue) looks, with two boxes: Chakra's Progress
 * brings a state machine into the first page for a bar that has no value (decision 029). The
 * stripe moves by its background, not its position, so it shifts no layout. Plain elements styled by
 * the build (decision 111).
 */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <div role="progressbar" aria-label={t('loading')} className={progressCss.track}>
      <div className={progressCss.stripe} />
    </div>
  );
}

import { z } from 'zod';
import { AnalystActPage, AnalystsPage } from '../features/analysts';
import type { ScreenProps } from './screen-props';
import { NotFoundScreen } from './status';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

const params = z.object({ ref: z.string().min(1).max(64).optional() });

/**
 * /analysts (find an act, the stuck acts) and /analysts/acts/:ref (one act replayed): analysts only
 * (decision 062). One module for both routes; the act page judges the reference itself.
 */
export default function AnalystsScreen({ view, kiosk }: ScreenProps) {
  const parsed = params.safeParse(view.params);
  if (!parsed.success) return <NotFoundScreen view={view} kiosk={kiosk} />;
  const { ref } = parsed.data;
  return ref === undefined ? <AnalystsPage /> : <AnalystActPage key={ref} actRef={ref} />;
}

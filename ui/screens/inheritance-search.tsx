import InheritancePage from '../features/searches/inheritance-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /search_inheritcase and /kiosk/search_inheritcase: inheritance cases by the deceased's name. */
export default function SearchInheritcaseScreen({ kiosk }: ScreenProps) {
  return <InheritancePage kiosk={kiosk} />;
}

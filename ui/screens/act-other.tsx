import { ActOtherPage } from '../features/acts/act-subject-pages';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act/{rid}/other/{id}: the other subject data of an act. */
export default function ActOtherScreen({ view }: ScreenProps) {
  const { rid, id } = view.params;
  return rid && id ? <ActOtherPage key={`${rid}/${id}`} rid={rid} id={id} /> : null;
}

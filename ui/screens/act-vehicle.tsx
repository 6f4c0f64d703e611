import { ActVehiclePage } from '../features/acts/act-subject-pages';
import type { ScreenProps } from './screen-props';

/** /my_notarial_act/{rid}/auto/{id}: one vehicle of an act. */
export default function ActVehicleScreen({ view }: ScreenProps) {
  const { rid, id } = view.params;
  return rid && id ? <ActVehiclePage key={`${rid}/${id}`} rid={rid} id={id} /> : null;
}

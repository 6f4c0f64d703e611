import { EqueuePage } from '../features/equeue/equeue-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /equeue: the citizen's appointments and the booking wizard (decision 058). */
export default function EqueueScreen() {
  return <EqueuePage />;
}

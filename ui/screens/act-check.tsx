import ActCheckPage from '../features/searches/act-check-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /search_notarial_act: the public check of a registered act (the print form's QR code opens it). */
export default function SearchNotarialActScreen() {
  return <ActCheckPage />;
}

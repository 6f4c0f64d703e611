import DirectoryPage from '../features/notaries/directory-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /notary: the notary directory with its map (decision 051). */
export default function NotariesScreen() {
  return <DirectoryPage />;
}

import NotaryWorkspacePage from '../features/acts/notary-workspace-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /notary_workspace: the notary's queue by step. */
export default function NotaryWorkspaceScreen() {
  return <NotaryWorkspacePage />;
}

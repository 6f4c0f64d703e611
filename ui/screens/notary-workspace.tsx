import NotaryWorkspacePage from '../features/acts/notary-workspace-page';

/** /notary_workspace: the notary's queue by step. */
export default function NotaryWorkspaceScreen() {
  return <NotaryWorkspacePage />;
}

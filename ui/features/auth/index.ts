// The auth feature's public face: login (browser dialog and kiosk page), the face check, terms, and
// the login's logic and client configuration for the app actor.
export { FaceCheckDialog, LoginDialog, LoginResultDialogs, TermsDialog } from './dialogs';
export { clientConfigActor, loginLogic, useLoginView } from './login-actor';

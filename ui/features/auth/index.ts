// The auth feature's public face: login (browser dialog and kiosk page), the face check, terms, and
// the login's logic and client configuration for the app actor.
export { FaceCheckDialog } from './face-check-dialog';
export { clientConfigActor, loginLogic } from './login-actor';
export { LoginDialog } from './login-dialog';
export { LoginResultDialogs } from './login-result-dialogs';
export { TermsDialog } from './terms-dialog';

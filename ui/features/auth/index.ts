// The auth feature's public face: login (browser dialog and kiosk page), the face check, terms.
export { FaceCheckDialog } from './face-check-dialog';
export { LoginProvider } from './login-actor';
export { LoginDialog } from './login-dialog';
export { LoginResultDialogs } from './login-result-dialogs';
export { TermsDialog } from './terms-dialog';

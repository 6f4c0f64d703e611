// The auth feature's public face: login (browser dialog and kiosk page), the face check, terms, and
// the login's logic and client configuration for the app actor.
export { FaceCheckDialog, LoginDialog, LoginResultDialogs, TermsDialog } from './dialogs';
// The instructional video's link and dialog host (the login dialog and the kiosk's login page).
export {
  InstructionalVideoDialogHost,
  InstructionalVideoLink,
  useInstructionalVideo,
} from './instructional-video';
export { clientConfigActor, loginLogic, useLoginView } from './login-actor';

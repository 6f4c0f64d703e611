// The kiosks feature's API for other features (its pages are route modules in ui/screens): a kiosk
// page that signs its operations (the equeue's) reads the device's credential and proves itself with
// these (decision 070).

export { AdminKiosksPage } from './admin-kiosks-page';
export {
  KioskCredentialContext,
  type KioskCredentialStore,
  useKioskCredentialStore,
} from './kiosk-credential';
export { KioskEnrolmentPage } from './kiosk-enrolment-page';
export { kioskCallFailure, kioskDeviceActors, proofInput } from './kiosks.actors';

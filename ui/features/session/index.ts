// The session feature's public face: the session's logic and projection, the user's menu and locale,
// kiosk notifications and the kiosk's inactivity watch.

export { KioskIdleDialog, NotificationListDialog, UserMenu } from './deferred';
export { kioskIdleLogic, useKioskHold } from './kiosk-idle-actor';
export { LocaleSwitch } from './locale-switch';
export { confirmSession, meActor, readUser } from './session.actors';
export { NotificationsQuery } from './session.documents';
export { sessionLogic, useSessionView } from './session-actor';

// The session feature's public face: the session's logic and projection, the user's menu and locale, kiosk notifications.

export { NotificationListDialog, UserMenu } from './deferred';
export { LocaleSwitch } from './locale-switch';
export { confirmSession, meActor, readUser } from './session.actors';
export { NotificationsQuery } from './session.documents';
export { sessionLogic, useSessionView } from './session-actor';

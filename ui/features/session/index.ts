// The session feature's public face: the session actor, the user's menu and locale, kiosk notifications.
export { LocaleSwitch } from './locale-switch';
export { NotificationListDialog } from './notification-list-dialog';
export { readUser } from './session.actors';
export { NotificationsQuery } from './session.documents';
export { SessionActor, SessionProvider, useSessionView } from './session-actor';
export { endExpiredSession } from './session-expiry';
export { UserMenu } from './user-menu';

// The session feature's public face: the session's logic and projection, the user's menu and locale, kiosk notifications.
export { LocaleSwitch } from './locale-switch';
export { NotificationListDialog } from './notification-list-dialog';
export { meActor, readUser } from './session.actors';
export { NotificationsQuery } from './session.documents';
export { sessionLogic, useSessionView } from './session-actor';
export { UserMenu } from './user-menu';

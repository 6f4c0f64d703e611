export { AdminUserPage } from './admin-user-page';
export { AdminUsersPage } from './admin-users-page';

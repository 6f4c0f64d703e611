import { Menu, Portal } from '@chakra-ui/react';
import {
  BriefcaseBusiness,
  ChartNetwork,
  CircleUserRound,
  LogOut,
  MessageSquareWarning,
  MonitorSmartphone,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { hasNotaryRole, hasRole } from '../../../machines/session/session.types';
import { useAppView, useSessionActor } from '../../app-actor/app-actor';
import { useSessionView } from './session-actor';
import { UserMenuButton } from './user-menu-button';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

/**
 * The logged-in user's menu with logout (the app actor keeps the user fresh from Query.me). Loaded
 * when a user is logged in (./deferred.tsx): Chakra's menu and its positioning are not in the first
 * page's scripts.
 */
export function UserMenu({ size = 'md' }: { size?: 'md' | 'xl' }) {
  const { t } = useTranslation('common');
  const session = useSessionView();
  const actorRef = useSessionActor();
  const { kiosk } = useAppView();
  const [, navigate] = useLocation();
  const user = session.user;

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <UserMenuButton size={size} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {!kiosk && (
              <Menu.Item value="profile" onSelect={() => navigate(paths.profile)}>
                <CircleUserRound aria-hidden />
                {t('userMenu.profile')}
              </Menu.Item>
            )}
            {!kiosk && hasNotaryRole(user) && (
              <Menu.Item value="notaryWorkspace" onSelect={() => navigate(paths.notaryWorkspace)}>
                <BriefcaseBusiness aria-hidden />
                {t('userMenu.notaryWorkspace')}
              </Menu.Item>
            )}
            {!kiosk && hasRole(user, 'admin') && (
              <Menu.Item value="adminUsers" onSelect={() => navigate(paths.adminUsers)}>
                <UsersRound aria-hidden />
                {t('userMenu.adminUsers')}
              </Menu.Item>
            )}
            {!kiosk && hasRole(user, 'admin') && (
              <Menu.Item value="adminKiosks" onSelect={() => navigate(paths.adminKiosks)}>
                <MonitorSmartphone aria-hidden />
                {t('userMenu.adminKiosks')}
              </Menu.Item>
            )}
            {!kiosk && hasRole(user, 'analyst') && (
              <Menu.Item value="analysts" onSelect={() => navigate(paths.analysts)}>
                <ChartNetwork aria-hidden />
                {t('userMenu.analysts')}
              </Menu.Item>
            )}
            {!kiosk && (hasRole(user, 'moderator') || hasRole(user, 'admin')) && (
              <Menu.Item value="reviewModeration" onSelect={() => navigate(paths.reviewModeration)}>
                <MessageSquareWarning aria-hidden />
                {t('userMenu.reviewModeration')}
              </Menu.Item>
            )}
            <Menu.Item
              value="logout"
              disabled={!session.canLogOut}
              onSelect={() => actorRef.send({ type: 'session.logoutRequested' })}
            >
              <LogOut aria-hidden />
              {t('userMenu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Button, Menu, Portal } from '@chakra-ui/react';
import { BriefcaseBusiness, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { hasNotaryRole } from '../../../machines/session/session.types';
import { useAppView, useSessionActor } from '../../app-actor/app-actor';
import { useSessionView } from './session-actor';

/** The logged-in user's menu with logout (the app actor keeps the user fresh from Query.me). */
export function UserMenu({ size = 'md' }: { size?: 'md' | 'xl' }) {
  const { t } = useTranslation('common');
  const session = useSessionView();
  const actorRef = useSessionActor();
  const { kiosk } = useAppView();
  const [, navigate] = useLocation();

  const user = session.user;
  const name =
    (typeof user?.fullname === 'string' && user.fullname) ||
    [user?.surname, user?.name].filter((part) => typeof part === 'string' && part).join(' ') ||
    t('userMenu.account');

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} aria-label={t('userMenu.label', { name })}>
          <UserRound aria-hidden />
          {name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {!kiosk && hasNotaryRole(user) && (
              <Menu.Item value="notaryWorkspace" onSelect={() => navigate(paths.notaryWorkspace)}>
                <BriefcaseBusiness aria-hidden />
                {t('userMenu.notaryWorkspace')}
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

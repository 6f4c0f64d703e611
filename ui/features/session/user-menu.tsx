import { Button, Menu, Portal } from '@chakra-ui/react';
import { BriefcaseBusiness, LogOut, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { hasNotaryRole } from '../../../machines/session/session.types';
import { readUser } from './session.actors';
import { MeQuery } from './session.documents';
import { SessionActor, useSessionView } from './session-actor';

/**
 * The logged-in user's menu with logout. It refreshes the stored user from Query.me, which is
 * also the first authenticated call of a page: an expired token shows up here at once.
 */
export function UserMenu({ size = 'md' }: { size?: 'md' | 'xl' }) {
  const { t } = useTranslation('common');
  const session = useSessionView();
  const actorRef = SessionActor.useActorRef();
  const [{ data }] = useQuery({ query: MeQuery, requestPolicy: 'network-only' });
  const [, navigate] = useLocation();

  useEffect(() => {
    if (data?.me) actorRef.send({ type: 'session.userRefreshed', user: readUser(data.me) });
  }, [data, actorRef]);

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
            {session.mode === 'browser' && hasNotaryRole(user) && (
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

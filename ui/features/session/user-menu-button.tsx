import { Button, type ButtonProps } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionView } from './session-actor';

/**
 * The user menu's trigger: the user's name. Also shown alone while the menu's code loads, so the
 * header does not move when it arrives.
 */
export function UserMenuButton({ size, ...props }: ButtonProps & { size: 'md' | 'xl' }) {
  const { t } = useTranslation('common');
  const user = useSessionView().user;
  const name =
    (typeof user?.fullname === 'string' && user.fullname) ||
    [user?.surname, user?.name].filter((part) => typeof part === 'string' && part).join(' ') ||
    t('userMenu.account');
  return (
    <Button variant="outline" size={size} aria-label={t('userMenu.label', { name })} {...props}>
      <UserRound aria-hidden />
      {name}
    </Button>
  );
}

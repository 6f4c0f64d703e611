import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand';
import { HelplineLink } from '../components/helpline';
import { LocaleSwitch, UserMenu } from '../features/session';
import { headerCss } from './shell.styles';

/**
 * The portal's header, whole in the page's first task: its elements are plain, styled by the build
 * (decision 111), so it costs the first task little; a part of it one task after another would move
 * the parts before it (decision 105). Only a logged-in user's menu is a Chakra component.
 */
export function Header({ onLogin, loggedIn }: { onLogin: (() => void) | null; loggedIn: boolean }) {
  const { t } = useTranslation('common');
  return (
    <header className={headerCss.header}>
      <div className={headerCss.container}>
        <div className={headerCss.row}>
          <Brand href="/" />
          <div className={headerCss.group}>
            <HelplineLink />
            <LocaleSwitch />
            {onLogin && (
              <button type="button" className={headerCss.login} onClick={onLogin}>
                <LogIn aria-hidden />
                {t('header.login')}
              </button>
            )}
            {loggedIn && <UserMenu />}
          </div>
        </div>
      </div>
    </header>
  );
}

/** The kiosk's header, as the portal's. */
export function KioskHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <header className={headerCss.header}>
      <div className={headerCss.kioskContainer}>
        <div className={headerCss.row}>
          <Brand href="/kiosk/main" />
          {/* Wraps on a narrow window rather than running off it (WCAG 1.4.10); a kiosk's screen has
              room for one row. */}
          <div className={headerCss.kioskGroup}>
            <HelplineLink />
            {/* A kiosk's large buttons, one size down in a window narrower than a small tablet:
                three large ones side by side are wider than 320 px. */}
            <LocaleSwitch kiosk />
            {loggedIn && <UserMenu size="xl" />}
          </div>
        </div>
      </div>
    </header>
  );
}

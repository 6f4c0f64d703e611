import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { brandCss } from './brand.styles';

/** Logo and portal name, linking home (the kiosk's home is its main page). Styled by the build (decision 111). */
export function Brand({ href }: { href: string }) {
  const { t } = useTranslation('common');
  return (
    <WouterLink href={href}>
      <div className={brandCss.row}>
        <Landmark className={brandCss.icon} focusable="false" aria-hidden="true" />
        <div className={brandCss.names}>
          <p className={brandCss.title}>{t('app.title')}</p>
          <p className={brandCss.ministry}>{t('app.ministry')}</p>
        </div>
      </div>
    </WouterLink>
  );
}

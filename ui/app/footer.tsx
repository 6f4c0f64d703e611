import { useTranslation } from 'react-i18next';
import { HelplineLink } from '../components/helpline';
import { footerCss } from './shell.styles';

/** The page's footer: plain elements styled by the build (decision 111). */
export function Footer({ onOpenTerms }: { onOpenTerms: () => void }) {
  const { t } = useTranslation('common');
  return (
    <footer className={footerCss.footer}>
      <div className={footerCss.container}>
        <div className={footerCss.row}>
          <p className={footerCss.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <button type="button" className={footerCss.offer} onClick={onOpenTerms}>
            {t('footer.publicOffer')}
          </button>
          <div className={footerCss.helpline}>
            <p className={footerCss.helplineLabel}>{t('helpline.title')}:</p>
            <HelplineLink />
          </div>
        </div>
      </div>
    </footer>
  );
}

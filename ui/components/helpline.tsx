import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { helplineCardCss, helplineCss } from './helpline.styles';

const helpline = '1008';

/** The trust helpline in the header and the footer: always one tap away. Styled by the build (decision 111). */
export function HelplineLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`tel:${helpline}`} className={helplineCss.link}>
      <Phone size="1em" aria-hidden />
      <span className={helplineCss.hidden}>{t('helpline.title')}: </span>
      {helpline}
    </a>
  );
}

/** The helpline shown prominently on the home and kiosk pages (specification, section 1). Styled by the build (decision 111). */
export function HelplineCard() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="helpline-heading" className={helplineCardCss.card}>
      <div className={helplineCardCss.row}>
        <Phone className={helplineCardCss.icon} focusable="false" aria-hidden="true" />
        <div className={helplineCardCss.text}>
          <h2 className={helplineCardCss.title} id="helpline-heading">
            {t('helpline.title')}
          </h2>
          <p>{t('helpline.text')}</p>
        </div>
        <a href={`tel:${helpline}`} className={helplineCardCss.number}>
          <span className={helplineCss.hidden}>{t('helpline.title')}: </span>
          {helpline}
        </a>
      </div>
    </section>
  );
}

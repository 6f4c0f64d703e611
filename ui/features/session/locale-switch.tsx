import { useTranslation } from 'react-i18next';
import { type Locale, locales } from '../../../machines/session/local-store.schema';
import { htmlLang } from '../../i18n/i18n';
import { writeLocalStore } from '../../storage/local-store';
import { localeCss } from './locale-switch.styles';

/**
 * The three languages as Chakra's attached Group of blue buttons, the current one solid; the kiosk's
 * are larger. Plain elements styled by the build (decision 111).
 */
export function LocaleSwitch({ kiosk = false }: { kiosk?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language as Locale;
  const choose = (locale: Locale) => {
    writeLocalStore({ locale });
    void i18n.changeLanguage(locale);
  };
  const [currentCss, otherCss] = kiosk
    ? [localeCss.kioskCurrent, localeCss.kioskOther]
    : [localeCss.current, localeCss.other];
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's group of buttons, as Chakra's Group has it (a fieldset is a form's)
    <div role="group" aria-label={t('locale.label')} className={localeCss.group}>
      {locales.map((locale, index) => (
        <button
          key={locale}
          type="button"
          className={current === locale ? currentCss : otherCss}
          data-group-item=""
          data-first={index === 0 ? '' : undefined}
          data-between={index > 0 && index < locales.length - 1 ? '' : undefined}
          data-last={index === locales.length - 1 ? '' : undefined}
          aria-pressed={current === locale}
          lang={htmlLang[locale]}
          onClick={() => choose(locale)}
        >
          {t(`locale.${locale}`)}
        </button>
      ))}
    </div>
  );
}

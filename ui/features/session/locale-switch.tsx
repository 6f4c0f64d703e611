import { Button, type ButtonProps, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type Locale, locales } from '../../../machines/session/local-store.schema';
import { htmlLang } from '../../i18n/i18n';
import { writeLocalStore } from '../../storage/local-store';

export function LocaleSwitch({ size = 'sm' }: { size?: ButtonProps['size'] }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language as Locale;
  const choose = (locale: Locale) => {
    writeLocalStore({ locale });
    void i18n.changeLanguage(locale);
  };
  return (
    <Group attached role="group" aria-label={t('locale.label')}>
      {locales.map((locale) => (
        <Button
          key={locale}
          size={size}
          variant={current === locale ? 'solid' : 'outline'}
          colorPalette="blue"
          aria-pressed={current === locale}
          lang={htmlLang[locale]}
          onClick={() => choose(locale)}
        >
          {t(`locale.${locale}`)}
        </Button>
      ))}
    </Group>
  );
}

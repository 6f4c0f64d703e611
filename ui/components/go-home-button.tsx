import { Button } from '@chakra-ui/react';
import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { paths } from '../../machines/navigation/routes';

/** The way out of a page that has nothing to offer: the main page, the kiosk's on a kiosk (touch-sized there). */
export function GoHomeButton({ kiosk, size }: { kiosk: boolean; size: 'md' | 'lg' }) {
  const { t } = useTranslation('pages');
  return (
    <Button asChild colorPalette="blue" size={kiosk ? '2xl' : size}>
      <WouterLink href={kiosk ? paths.kioskMain : paths.main}>
        <Home aria-hidden />
        {t(kiosk ? 'goKioskHome' : 'goHome')}
      </WouterLink>
    </Button>
  );
}

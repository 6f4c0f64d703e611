import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from './go-home-button';

/**
 * A registered route whose screen a later issue builds: the route's title and an honest
 * explanation, nothing invented.
 */
export default function NotAvailablePage({ titleKey, kiosk }: { titleKey: string; kiosk: boolean }) {
  const { t } = useTranslation('pages');
  const title = t(titleKey);
  return (
    <Stack gap="5" align="start" py="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Stack direction="row" gap="4" align="start" p="5" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
        <Icon as={Construction} boxSize="8" color="orange.fg" aria-hidden flexShrink={0} />
        <Stack gap="2">
          <Text fontWeight="semibold">{t('notAvailable.heading')}</Text>
          <Text color="fg.muted">{t('notAvailable.text', { title })}</Text>
        </Stack>
      </Stack>
      <GoHomeButton kiosk={kiosk} size="md" />
    </Stack>
  );
}

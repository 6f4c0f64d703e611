import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from './go-home-button';

/** The 403 and 404 pages, browser and kiosk: the kiosk variant leads back to the kiosk main page. */
export function StatusPage({ kind, kiosk }: { kind: 'notFound' | 'forbidden'; kiosk: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: '10', md: '20' }}>
      <Text fontSize="7xl" fontWeight="black" color="blue.fg" aria-hidden lineHeight="1">
        {t(`${kind}.code`)}
      </Text>
      <Heading as="h1" size="2xl">
        {t(`${kind}.heading`)}
      </Heading>
      <Text maxW="2xl" color="fg.muted" fontSize="lg">
        {t(`${kind}.text`)}
      </Text>
      <GoHomeButton kiosk={kiosk} size="lg" />
    </Stack>
  );
}

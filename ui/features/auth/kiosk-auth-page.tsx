import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';

/** /kiosk/auth (section 2): the login form with on-screen keyboards and large touch targets. */
export default function KioskAuthPage() {
  const { t } = useTranslation('login');
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {t('kiosk.heading')}
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          {t('kiosk.intro')}
        </Text>
      </Stack>
      <Box fontSize="xl">
        <LoginForm kiosk />
      </Box>
    </Stack>
  );
}

import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand';
import { HelplineLink } from '../components/helpline';
import { LocaleSwitch, UserMenu } from '../features/session';

export function Header({ onLogin, loggedIn }: { onLogin: (() => void) | null; loggedIn: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          <Brand href="/" />
          <HStack gap="4" wrap="wrap">
            <HelplineLink />
            <LocaleSwitch />
            {onLogin && (
              <Button colorPalette="blue" onClick={onLogin}>
                <LogIn aria-hidden />
                {t('header.login')}
              </Button>
            )}
            {loggedIn && <UserMenu />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

export function KioskHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="7xl" py="4">
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          <Brand href="/kiosk/main" />
          <HStack gap="6">
            <HelplineLink />
            <LocaleSwitch size="lg" />
            {loggedIn && <UserMenu size="xl" />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

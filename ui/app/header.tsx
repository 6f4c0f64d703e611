import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand';
import { HelplineLink } from '../components/helpline';
import { Staged } from '../components/staged';
import { LocaleSwitch, UserMenu } from '../features/session';

/**
 * The portal's header. Its frame renders in the page's first task; each of its parts (the brand,
 * the helpline, the languages, the login or the user's menu) in a task of its own after it, before
 * anything below the header, so nothing moves (decision 105).
 */
export function Header({ onLogin, loggedIn }: { onLogin: (() => void) | null; loggedIn: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          <Staged>
            <Brand href="/" />
          </Staged>
          <HStack gap="4" wrap="wrap">
            <Staged>
              <HelplineLink />
            </Staged>
            <Staged>
              <LocaleSwitch />
            </Staged>
            {onLogin && (
              <Staged>
                <Button colorPalette="blue" onClick={onLogin}>
                  <LogIn aria-hidden />
                  {t('header.login')}
                </Button>
              </Staged>
            )}
            {loggedIn && (
              <Staged>
                <UserMenu />
              </Staged>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** The kiosk's header, in stages as the portal's. */
export function KioskHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="7xl" py="4">
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          <Staged>
            <Brand href="/kiosk/main" />
          </Staged>
          <HStack gap="6">
            <Staged>
              <HelplineLink />
            </Staged>
            <Staged>
              <LocaleSwitch size="lg" />
            </Staged>
            {loggedIn && (
              <Staged>
                <UserMenu size="xl" />
              </Staged>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

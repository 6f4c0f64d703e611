import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand';
import { HelplineLink } from '../components/helpline';
import { Staged } from '../components/staged';
import { LocaleSwitch, UserMenu } from '../features/session';

/**
 * The portal's header. Its frame renders in the page's first task, the brand in the next, then its
 * right-hand group (the helpline, the languages, the login or the user's menu) whole, before anything
 * below the header: one item of that group after another would push the ones before it to the left,
 * a layout shift (decision 105).
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
          <Staged>
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
          </Staged>
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
          <Staged>
            {/* Wraps on a narrow window rather than running off it (WCAG 1.4.10); a kiosk's screen has
                room for one row. */}
            <HStack gap="6" wrap="wrap">
              <HelplineLink />
              {/* A kiosk's large buttons, one size down in a window narrower than a small tablet:
                  three large ones side by side are wider than 320 px. */}
              <LocaleSwitch size={{ base: 'md', sm: 'lg' }} />
              {loggedIn && <UserMenu size="xl" />}
            </HStack>
          </Staged>
        </Flex>
      </Container>
    </Box>
  );
}

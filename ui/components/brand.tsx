import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';

/** Logo and portal name, linking home (the kiosk's home is its main page). */
export function Brand({ href }: { href: string }) {
  const { t } = useTranslation('common');
  return (
    <WouterLink href={href}>
      <HStack gap="3">
        <Icon as={Landmark} boxSize="9" color="blue.fg" aria-hidden />
        <Stack gap="0">
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short">
            {t('app.title')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('app.ministry')}
          </Text>
        </Stack>
      </HStack>
    </WouterLink>
  );
}

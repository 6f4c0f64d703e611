import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HelplineLink } from '../components/helpline';

export function Footer({ onOpenTerms }: { onOpenTerms: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="6">
        <Flex gap="4" justify="space-between" wrap="wrap" align="center">
          <Text fontSize="sm" color="fg.muted">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Button variant="plain" size="sm" colorPalette="blue" px="0" onClick={onOpenTerms}>
            {t('footer.publicOffer')}
          </Button>
          <Flex gap="2" align="center">
            <Text fontSize="sm">{t('helpline.title')}:</Text>
            <HelplineLink />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

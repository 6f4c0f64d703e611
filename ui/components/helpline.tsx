import { Box, Heading, HStack, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const helpline = '1008';

/** The trust helpline in the header: always one tap away. */
export function HelplineLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`tel:${helpline}`}
      fontWeight="bold"
      fontSize="lg"
      color="red.fg"
      display="inline-flex"
      alignItems="center"
      gap="1"
    >
      <Phone size="1em" aria-hidden />
      <VisuallyHidden>{t('helpline.title')}: </VisuallyHidden>
      {helpline}
    </Link>
  );
}

/** The helpline shown prominently on the home and kiosk pages (specification, section 1). */
export function HelplineCard() {
  const { t } = useTranslation('common');
  return (
    <Box as="section" aria-labelledby="helpline-heading" p="6" borderRadius="l3" bg="red.subtle">
      <HStack gap="5" align="center" wrap="wrap">
        <Icon as={Phone} boxSize="10" color="red.fg" aria-hidden />
        <Stack gap="1" flex="1" minW="60">
          <Heading as="h2" size="lg" id="helpline-heading">
            {t('helpline.title')}
          </Heading>
          <Text>{t('helpline.text')}</Text>
        </Stack>
        <Link href={`tel:${helpline}`} fontSize="4xl" fontWeight="black" color="red.fg">
          <VisuallyHidden>{t('helpline.title')}: </VisuallyHidden>
          {helpline}
        </Link>
      </HStack>
    </Box>
  );
}

import { Box, Heading, HStack, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { helplineCss } from './helpline.styles';

const helpline = '1008';

/** The trust helpline in the header and the footer: always one tap away. Styled by the build (decision 111). */
export function HelplineLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`tel:${helpline}`} className={helplineCss.link}>
      <Phone size="1em" aria-hidden />
      <span className={helplineCss.hidden}>{t('helpline.title')}: </span>
      {helpline}
    </a>
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

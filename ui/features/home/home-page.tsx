import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { HelplineCard } from '../../components/helpline';
import { PageHeading } from '../../components/page-heading';
import { Staged } from '../../components/staged';
import { Capabilities } from './capabilities';
import { HomeNoticeDialog } from './home-notice-dialog';
import { ServicesCarousel } from './services-carousel';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="10">
      <PageHeading variant="hero" title={t('hero.heading')} intro={t('hero.text')} />
      <Staged>
        <ServicesCarousel />
      </Staged>
      <Staged>
        <Capabilities />
      </Staged>
      <Staged>
        <Stack
          as="section"
          aria-labelledby="catalogue-heading"
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          align={{ base: 'start', md: 'center' }}
          p="6"
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.subtle"
        >
          <Box flex="1">
            <Heading as="h2" size="xl" id="catalogue-heading">
              {t('catalogue.heading')}
            </Heading>
            <Text mt="2" color="fg.muted">
              {t('catalogue.text')}
            </Text>
          </Box>
          <Button asChild size="lg" colorPalette="blue">
            <WouterLink href="/na_details">
              <BookOpen aria-hidden />
              {t('catalogue.link')}
            </WouterLink>
          </Button>
        </Stack>
      </Staged>
      <Staged>
        <HelplineCard />
      </Staged>
      <HomeNoticeDialog />
      <Staged>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('inPerson')}</Alert.Description>
        </Alert.Root>
      </Staged>
    </Stack>
  );
}

import { Alert } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { HelplineCard } from '../../components/helpline';
import { PageHeading } from '../../components/page-heading';
import { Staged } from '../../components/staged';
import { Capabilities } from './capabilities';
import { homeCss } from './home.styles';
import { HomeNoticeDialog } from './home-notice-dialog';
import { ServicesCarousel } from './services-carousel';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className={homeCss.page}>
      <PageHeading variant="hero" title={t('hero.heading')} intro={t('hero.text')} />
      <Staged>
        <ServicesCarousel />
      </Staged>
      <Staged>
        <Capabilities />
      </Staged>
      <Staged>
        <section aria-labelledby="catalogue-heading" className={homeCss.catalogue}>
          <div className={homeCss.catalogueText}>
            <h2 className={homeCss.catalogueTitle} id="catalogue-heading">
              {t('catalogue.heading')}
            </h2>
            <p className={homeCss.catalogueIntro}>{t('catalogue.text')}</p>
          </div>
          <WouterLink href="/na_details" className={homeCss.catalogueLink}>
            <BookOpen aria-hidden />
            {t('catalogue.link')}
          </WouterLink>
        </section>
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
    </div>
  );
}

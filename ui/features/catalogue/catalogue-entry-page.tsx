import { Badge, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Calculator, FilePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Client } from 'urql';
import { Link as WouterLink } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';
import { usePageQuery } from '../../app-actor/use-page-query';

import { PageHeading, PageSection } from '../../components/page-heading';
import { QueryStatus } from '../../components/query-status';
import { Staged } from '../../components/staged';
import { prefetchQuery } from '../../graphql/prefetch';
import { catalogueEntry } from './catalogue.actors';
import { CatalogueEntryQuery } from './catalogue.documents';
import { CatalogueSearch } from './catalogue-search';
import { readCatalogueTexts } from './catalogue-texts';
import { TariffText } from './tariff-text';

/** The address that opens the creation form of a type; a visitor logs in first (the guard's redirect). */
export const createActPath = (typeId: number) => `${paths.myActNew}?type=${typeId}`;

/**
 * The entry's read, sent before the page's first render when the page is opened at its address
 * (ui/screens/catalogue.tsx, decision 103); the page's own read then takes its answer
 * (ui/graphql/prefetch.ts). A failure is the page's to show, when its own read, sent again, gets it.
 */
export function prefetchCatalogueEntry(client: Client, id: number) {
  prefetchQuery(client, CatalogueEntryQuery, { id });
}

/**
 * /na_details/{id}: one act type's detail fields of specification section 2 (section, act,
 * description per regulation, simplified description, documents, participants, price, duration,
 * result, other conditions, links), the catalogue search, the calculator and create-act buttons.
 */
export function CatalogueEntryPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['catalogue', 'actTypes']);
  const query = usePageQuery('catalogueEntry', catalogueEntry, { id });
  const entry = query.data;
  if (!entry) return <QueryStatus query={query} t={t} />;
  const texts = readCatalogueTexts(entry.texts)[
    i18n.language === 'uz' || i18n.language === 'ru' ? i18n.language : 'oz'
  ];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text color="fg.muted">
          {t('detail.section')}: {t(`sections.${entry.section}`)}
        </Text>
        <PageHeading variant="page" title={localizedText(entry.name, i18n.language)} intro={texts.summary} />
        {entry.simplified && (
          <Badge alignSelf="start" colorPalette="green">
            {t('detail.simplified')}
          </Badge>
        )}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue">
          <WouterLink href={createActPath(entry.id)}>
            <FilePlus aria-hidden />
            {t('detail.createAct')}
          </WouterLink>
        </Button>
        <Button asChild variant="outline">
          <WouterLink href={paths.naCalc(entry.id)}>
            <Calculator aria-hidden />
            {t('detail.calculate')}
          </WouterLink>
        </Button>
      </HStack>
      <Staged>
        <PageSection id="detail-regulation" title={t('detail.regulation')} gap="2">
          <Text>{texts.regulation}</Text>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-summary" title={t('detail.summary')} gap="2">
          <Text>{texts.summary}</Text>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-documents" title={t('detail.documents')} gap="2">
          <List.Root ps="5">
            {texts.documents.map((document) => (
              <List.Item key={document}>{document}</List.Item>
            ))}
          </List.Root>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-participants" title={t('detail.participants')} gap="2">
          <List.Root ps="5">
            {entry.roles.map((role) => (
              <List.Item key={role.role}>
                {t(`actTypes:roles.${role.role}`)}
                {role.min === 0 ? ` (${t('detail.optional')})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-price" title={t('detail.price')} gap="2">
          <TariffText tariff={entry.tariff} />
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-duration" title={t('detail.duration')} gap="2">
          <Text>{texts.duration}</Text>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-result" title={t('detail.result')} gap="2">
          <Text>{texts.result}</Text>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-conditions" title={t('detail.conditions')} gap="2">
          <Text>{texts.conditions}</Text>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-links" title={t('detail.links')} gap="2">
          <List.Root ps="5">
            {texts.links.map((link) => (
              <List.Item key={link.url}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                  {link.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </PageSection>
      </Staged>
      <Staged>
        <PageSection id="detail-search" title={t('detail.search')} gap="2">
          <CatalogueSearch />
        </PageSection>
      </Staged>
    </Stack>
  );
}

import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { readCatalogueQuery } from '../../../machines/catalogue/catalogue-query';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';
import { usePageQuery } from '../../app-actor/use-page-query';

import { PageHeading, PageSection } from '../../components/page-heading';
import { QueryStatus } from '../../components/query-status';

import { RouterLink } from '../../components/router-link';
import { Staged } from '../../components/staged';
import type { CatalogueQuery as CatalogueResult } from '../../gql/graphql';
import { cataloguePage } from './catalogue.actors';
import { CatalogueSearch } from './catalogue-search';

type Item = CatalogueResult['catalogue']['items'][number];

/** The sections in the order the catalogue lists them. */
const sections = [
  'vehicle',
  'power_of_attorney',
  'pledge',
  'consent',
  'certification',
  'inheritance',
] as const;

function ItemLink({ item }: { item: Item }) {
  const { i18n } = useTranslation();
  return (
    <List.Item>
      <RouterLink href={paths.naDetail(item.id)} fontWeight="medium">
        {localizedText(item.name, i18n.language)}
      </RouterLink>
      <Text fontSize="sm" color="fg.muted">
        {localizedText(item.summary, i18n.language)}
      </Text>
    </List.Item>
  );
}

/**
 * /na_details: the catalogue's sections, then their acts, each leading to its detail page; with
 * ?q= the acts whose texts in any of the three languages match (GET /api/catalogue). The URL is the
 * search's input, so a result can be linked and the back button returns to it.
 */
export function CataloguePage() {
  const { t } = useTranslation('catalogue');
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const parsed = readCatalogueQuery({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const question = parsed.success ? parsed.data : { q: undefined, page: 1 };
  const query = usePageQuery('catalogue', cataloguePage, { query: question.q ?? null, page: question.page });
  const page = query.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const goTo = (target: number) =>
    navigate(
      `${paths.naDetails}?${new URLSearchParams({ ...(question.q ? { q: question.q } : {}), page: String(target) })}`,
    );

  return (
    <Stack gap="6" aria-busy={query.loading}>
      <PageHeading variant="page" title={t('list.title')} intro={t('list.intro')} />
      <CatalogueSearch key={question.q ?? ''} initial={question.q ?? ''} />
      <QueryStatus query={query} t={t} />
      {page && question.q !== undefined && (
        <PageSection
          id="catalogue-results"
          title={t('list.results', { total: page.total, query: question.q })}
          gap="3"
        >
          {page.total === 0 ? (
            <Text>{t('list.nothingFound')}</Text>
          ) : (
            <List.Root gap="3" variant="plain" aria-label={t('list.resultsLabel')}>
              {page.items.map((item) => (
                <ItemLink key={item.id} item={item} />
              ))}
            </List.Root>
          )}
          <Box>
            <RouterLink href={paths.naDetails}>{t('list.all')}</RouterLink>
          </Box>
        </PageSection>
      )}
      {page &&
        question.q === undefined &&
        sections.map((section) => {
          const items = page.items.filter((item) => item.section === section);
          if (items.length === 0) return null;
          return (
            <Staged key={section}>
              <Stack as="section" aria-labelledby={`section-${section}`} gap="3">
                <Heading as="h2" size="lg" id={`section-${section}`}>
                  {t(`sections.${section}`)}
                </Heading>
                <List.Root gap="3" variant="plain">
                  {items.map((item) => (
                    <ItemLink key={item.id} item={item} />
                  ))}
                </List.Root>
              </Stack>
            </Staged>
          );
        })}
      {page && lastPage > 1 && (
        <Staged>
          <HStack as="nav" aria-label={t('list.pages')}>
            <Button
              size="sm"
              variant="outline"
              disabled={question.page <= 1}
              onClick={() => goTo(question.page - 1)}
            >
              {t('list.previous')}
            </Button>
            <Text>{t('list.page', { page: question.page, last: lastPage })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={question.page >= lastPage}
              onClick={() => goTo(question.page + 1)}
            >
              {t('list.next')}
            </Button>
          </HStack>
        </Staged>
      )}
    </Stack>
  );
}

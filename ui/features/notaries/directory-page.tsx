import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directoryMachine } from '../../../machines/notary-directory/directory.machine';
import { selectDirectory } from '../../../machines/notary-directory/directory.select';
import { directoryLimits } from '../../../machines/notary-directory/directory-limits';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { usePageQuery } from '../../app-actor/use-page-query';

import { OptionSelect } from '../../components/option-select';

import { PageHeading } from '../../components/page-heading';

import { ProgressBar } from '../../components/progress-bar';
import { Staged } from '../../components/staged';

import type { FragmentType } from '../../gql';
import {
  directoryActors,
  directoryOffices,
  directoryPageSize,
  directoryRegions,
  filterOf,
} from './directory.actors';

import type { DirectoryNotaryFields } from './notaries.documents';

import { NotaryListItem, useNotaryListCss } from './notary-card';

import type { MapOffice } from './notary-map';
import { NotaryMapSection } from './notary-map-section';

const listSorts = ['alphabet', 'ministryRating', 'clientRating'] as const;

const noOffices: readonly MapOffice[] = [];

/** /notary: the notary directory, a list with its filters and a map of the offices kept in step. */
export default function DirectoryPage() {
  const { t, i18n } = useTranslation('notaries');
  const language = i18n.language;
  const listCss = useNotaryListCss();
  const directory = usePageMachine(
    ({ client }) => directoryMachine.provide({ actors: directoryActors(client) }),
    { input: {} },
  );
  const view = useSelector(directory, selectDirectory);
  const { query } = view;
  const [name, setName] = useState('');

  const regions = usePageQuery('directoryRegions', directoryRegions, null);
  const districts = regions.data?.find((r) => r.id === query.regionId)?.districts ?? [];
  // The map shows the offices of the list's filters (the office filter aside, which the map sets).
  const officeFilter = useMemo(
    () => ({
      ...filterOf({ ...query, officeId: null, page: 1 }),
      sort: null,
      page: null,
      latitude: null,
      longitude: null,
    }),
    [query],
  );
  const offices = usePageQuery('directoryOffices', directoryOffices, { filter: officeFilter });

  const result = view.result;
  const chooseOffice = useCallback(
    (officeId: number) => directory.send({ type: 'directory.officeChosen', officeId }),
    [directory],
  );
  const pages = result ? Math.max(1, Math.ceil(result.total / directoryPageSize)) : 1;
  const items = (result?.items ?? []) as FragmentType<typeof DirectoryNotaryFields>[];
  const chosenOffice = offices.data?.find((o) => o.office.id === query.officeId)?.office;

  return (
    <Stack gap="6">
      <ProgressBar active={view.loading || view.locating || offices.loading} />
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />

      <Box
        as="form"
        role="search"
        aria-label={t('filters.label')}
        onSubmit={(e) => {
          e.preventDefault();
          directory.send({ type: 'directory.nameSearched', name });
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" alignItems="end">
          {/* Each filter in a task of its own on a slow phone (decision 105). */}
          <Staged>
            <Field.Root>
              <Field.Label>{t('filters.region')}</Field.Label>
              <OptionSelect
                empty={t('filters.allRegions')}
                options={(regions.data ?? []).map((r) => ({
                  value: String(r.id),
                  label: localizedText(r.name, language),
                }))}
                field={{
                  value: query.regionId === null ? '' : String(query.regionId),
                  onChange: (e) =>
                    directory.send({
                      type: 'directory.regionChosen',
                      regionId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value),
                    }),
                }}
              />
            </Field.Root>
          </Staged>
          <Staged>
            <Field.Root disabled={query.regionId === null}>
              <Field.Label>{t('filters.district')}</Field.Label>
              <OptionSelect
                empty={t('filters.allDistricts')}
                options={districts.map((d) => ({
                  value: String(d.id),
                  label: localizedText(d.name, language),
                }))}
                field={{
                  value: query.districtId === null ? '' : String(query.districtId),
                  onChange: (e) =>
                    directory.send({
                      type: 'directory.districtChosen',
                      districtId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value),
                    }),
                }}
              />
            </Field.Root>
          </Staged>
          <Staged>
            <Field.Root>
              <Field.Label>{t('filters.name')}</Field.Label>
              <Input
                type="search"
                value={name}
                maxLength={100}
                placeholder={t('filters.namePlaceholder')}
                onChange={(e) => setName(e.currentTarget.value)}
              />
            </Field.Root>
          </Staged>
          <Staged>
            <Button type="submit" colorPalette="blue">
              {t('filters.search')}
            </Button>
          </Staged>
        </Grid>
      </Box>

      <Staged>
        <HStack gap="3" wrap="wrap">
          <Field.Root width="auto">
            <Field.Label>{t('sort.label')}</Field.Label>
            <OptionSelect
              options={[
                ...listSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
                ...(view.nearMe ? [{ value: 'distance', label: t('sort.distance') }] : []),
              ]}
              field={{
                value: query.sort,
                onChange: (e) => {
                  const sort = e.currentTarget.value;
                  if (sort !== 'distance')
                    directory.send({
                      type: 'directory.sortChanged',
                      sort: sort as (typeof listSorts)[number],
                    });
                },
              }}
            />
          </Field.Root>
          <Button
            alignSelf="end"
            variant="outline"
            onClick={() => directory.send({ type: 'directory.nearMeAsked' })}
            loading={view.locating}
            loadingText={t('nearMe.locating')}
          >
            {t('nearMe.button')}
          </Button>
        </HStack>
      </Staged>

      {view.locationKey && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(view.locationKey)}</Alert.Title>
        </Alert.Root>
      )}

      {/* After the filters above it, which would otherwise push it down as each arrives. */}
      <Staged>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <Stack as="section" aria-labelledby="notary-list-heading" gap="3">
            <Heading as="h2" size="lg" id="notary-list-heading">
              {t('list.heading')}
            </Heading>
            {view.officeFiltered && (
              <HStack gap="3" wrap="wrap">
                <Text>
                  {t('list.officeFilter', {
                    office: chosenOffice ? localizedText(chosenOffice.name, language) : '',
                  })}
                </Text>
                {view.canClearOffice && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => directory.send({ type: 'directory.officeCleared' })}
                  >
                    {t('list.allOffices')}
                  </Button>
                )}
              </HStack>
            )}
            {view.errorKey ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t(view.errorKey)}</Alert.Title>
                {view.canRetry && (
                  <Button size="sm" ms="auto" onClick={() => directory.send({ type: 'directory.retried' })}>
                    {t('load.retry')}
                  </Button>
                )}
              </Alert.Root>
            ) : result === null ? (
              <HStack role="status">
                <Spinner size="sm" />
                <Text>{t('load.loading')}</Text>
              </HStack>
            ) : (
              <>
                <Text role="status" aria-live="polite">
                  {view.loading ? t('load.loading') : t('list.total', { count: result.total })}
                </Text>
                {result.total === 0 ? (
                  <Text>{t('list.empty')}</Text>
                ) : (
                  <Stack
                    as="ol"
                    gap="3"
                    aria-label={t('list.heading')}
                    aria-busy={view.loading}
                    p="0"
                    m="0"
                    css={listCss}
                  >
                    {items.map((item, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the page's order is the list's identity
                      <Staged key={index}>
                        <NotaryListItem
                          notary={item}
                          officeFiltered={view.officeFiltered}
                          onOffice={chooseOffice}
                        />
                      </Staged>
                    ))}
                  </Stack>
                )}
                {pages > 1 && (
                  <Staged>
                    <nav aria-label={t('list.pages')}>
                      <ButtonGroup size="sm" variant="outline" wrap="wrap">
                        <Button
                          disabled={query.page <= 1}
                          onClick={() =>
                            directory.send({ type: 'directory.pageChosen', page: query.page - 1 })
                          }
                        >
                          {t('list.previous')}
                        </Button>
                        <Text alignSelf="center" px="2">
                          {t('list.pageOf', { page: query.page, pages })}
                        </Text>
                        <Button
                          disabled={query.page >= Math.min(pages, directoryLimits.maxPage)}
                          onClick={() =>
                            directory.send({ type: 'directory.pageChosen', page: query.page + 1 })
                          }
                        >
                          {t('list.next')}
                        </Button>
                      </ButtonGroup>
                    </nav>
                  </Staged>
                )}
              </>
            )}
          </Stack>
          <Staged>
            <Stack
              as="section"
              aria-labelledby="notary-map-heading"
              gap="3"
              position={{ lg: 'sticky' }}
              top="4"
            >
              <Heading as="h2" size="lg" id="notary-map-heading">
                {t('map.heading')}
              </Heading>
              <NotaryMapSection
                offices={offices.data ?? noOffices}
                chosenOfficeId={query.officeId}
                position={query.position}
                afterList={result !== null || view.errorKey !== null}
                onChoose={chooseOffice}
              />
            </Stack>
          </Staged>
        </Grid>
      </Staged>
    </Stack>
  );
}

import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../machines/text/locales';

import { DataTable } from '../../components/data-table';

import { RouterLink } from '../../components/router-link';

import type { InheritanceCasesQuery } from '../../gql/graphql';
import { inheritanceFields } from './search-fields';

import { SearchForm, SearchPage, SearchStatus, useSearchForm, useSearchMachine } from './search-parts';

type Cases = InheritanceCasesQuery['inheritanceCases'];

/**
 * /search_inheritcase and /kiosk/search_inheritcase: inheritance cases by the deceased's name, in
 * Latin or Cyrillic, and the death date; each with its opening notary, linked to the notary's page.
 */
export default function InheritancePage({ kiosk }: { kiosk: boolean }) {
  const { t, i18n } = useTranslation('searches');
  const fields = inheritanceFields(t('datePlaceholder'));
  const form = useSearchForm('inheritance', { name: '', deathDate: '' });
  const { view, submit, retry } = useSearchMachine<Cases>('inheritance');
  const lang = i18n.language;

  return (
    <SearchPage kiosk={kiosk} titleKey="inheritance">
      <SearchForm
        form={form}
        fields={fields}
        kiosk={kiosk}
        busy={view.busy}
        serverErrors={view.invalidFields}
        onSubmit={submit}
      />
      <SearchStatus view={view} onRetry={retry} />
      {view.result && (
        <Stack gap="3" as="section" aria-label={t('result')}>
          <Text>{t('inheritance.found', { count: view.result.length })}</Text>
          <DataTable
            columns={[
              t('inheritance.caseNumber'),
              t('inheritance.openedOn'),
              t('inheritance.deceased'),
              t('inheritance.deathDate'),
              t('inheritance.notary'),
              t('inheritance.office'),
            ]}
          >
            {view.result.map((c) => (
              <Table.Row key={c.caseNumber}>
                <Table.Cell>{c.caseNumber}</Table.Cell>
                <Table.Cell>{c.openedOn}</Table.Cell>
                <Table.Cell>{localizedText(c.deceased, lang)}</Table.Cell>
                <Table.Cell>{c.deathDate}</Table.Cell>
                <Table.Cell>
                  {/* The notary's page (/notary/{id}) is the directory's, built beside this one. */}
                  <RouterLink href={`/notary/${c.notary.id}`}>
                    {localizedText(c.notary.name, lang)}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell>{localizedText(c.notary.office.name, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Stack>
      )}
    </SearchPage>
  );
}

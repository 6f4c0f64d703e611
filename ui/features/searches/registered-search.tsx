import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registeredFields } from './search-fields';
import {
  SearchForm,
  SearchPage,
  SearchStatus,
  usePrefilledQuery,
  useSearchForm,
  useSearchMachine,
} from './search-parts';
import type { SearchKind } from './searches.actors';

/**
 * A check by registry number and date (the act check, the power-of-attorney check, decision 052):
 * the form, prefilled from the query string (the print form's QR code, a linked act) and run at once
 * when both values are valid, the search's status and, once found, the page's own result.
 */
export function RegisteredSearch<Result>({
  kind,
  titleKey,
  kiosk,
  result,
}: {
  kind: SearchKind;
  titleKey: string;
  kiosk: boolean;
  result: (found: Result) => ReactNode;
}) {
  const { t } = useTranslation('searches');
  const fields = registeredFields(t('datePlaceholder'));
  const { view, submit, retry } = useSearchMachine<Result>(kind);
  const form = useSearchForm('registryNumber', usePrefilledQuery(fields, 'registryNumber', submit));

  return (
    <SearchPage kiosk={kiosk} titleKey={titleKey}>
      <SearchForm
        form={form}
        fields={fields}
        kiosk={kiosk}
        busy={view.busy}
        serverErrors={view.invalidFields}
        onSubmit={submit}
      />
      <SearchStatus view={view} onRetry={retry} />
      {view.result && result(view.result)}
    </SearchPage>
  );
}

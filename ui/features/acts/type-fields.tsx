import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { type TypeFieldRow, typeFieldRows } from '../../../machines/act-types/type-field-rows';
import { formatDate, formatTiyin } from './act-format';
import { countryNames } from './country-names';
import type { ActDetail } from './use-act';
import { Fields } from './vehicle-details';

const hasCountries = (rows: readonly TypeFieldRow[]) =>
  rows.some((row) => row.kind === 'country' || row.kind === 'countries');

/** A civil record (a divorce): its number, date and office. */
const civilRecord = (value: Record<string, unknown>) =>
  [`№ ${String(value.recordNumber ?? '')}`, formatDate(String(value.recordDate ?? '')), value.organisation]
    .filter(Boolean)
    .join(', ');

/**
 * Every type field the act has (section 3), labelled from the registry and written by its kind:
 * dates dd.mm.yyyy, sums in so'm with the money formatter, choices and flags in words, countries by
 * name (docs/decisions/081-type-specific-act-fields.md). Its rows come from `typeFieldRows`.
 */
export function TypeFields({ act }: { act: Pick<ActDetail, 'general' | 'fields'> }) {
  const rows = typeFieldRows(act.general.type.id, act.fields as Readonly<Record<string, unknown>> | null);
  if (rows.length === 0) return null;
  // The country names are their own chunk (decision 078): loaded only for an act that names a country.
  return hasCountries(rows) ? (
    <Suspense fallback={null}>
      <TypeFieldList rows={rows} />
    </Suspense>
  ) : (
    <TypeFieldList rows={rows} />
  );
}

function TypeFieldList({ rows }: { rows: readonly TypeFieldRow[] }) {
  const { t, i18n } = useTranslation(['actTypes', 'acts', 'money']);
  // `use` may be called conditionally; the list waits for the names only where it shows a country.
  const names = hasCountries(rows) ? use(countryNames(i18n.language)) : {};
  const written = (row: TypeFieldRow) => {
    const { value } = row;
    switch (row.kind) {
      case 'date':
        return formatDate(String(value));
      case 'amount':
        return typeof value === 'number'
          ? `${formatTiyin(value, i18n.language)} ${t('acts:som')}`
          : String(value);
      case 'percent':
        return `${String(value).replace('.', ',')} %`;
      case 'flag':
        return value === true ? t('acts:yes') : t('acts:no');
      case 'choice':
      case 'choices':
        return (row.choiceKeys ?? []).map((key) => t(key)).join(', ');
      case 'country':
      case 'countries': {
        const codes = Array.isArray(value) ? value : [value];
        return codes.map((code) => names[String(code)] ?? String(code)).join(', ');
      }
      case 'group':
        return typeof value === 'object' && value !== null
          ? civilRecord(value as Record<string, unknown>)
          : String(value);
      default:
        return String(value);
    }
  };
  return <Fields items={rows.map((row) => [t(row.labelKey), written(row)])} />;
}

import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueLimits } from '../../../machines/catalogue/catalogue.schema';
import type { DictionaryTarget } from '../../../machines/catalogue/dictionary-editor.machine';
import { maskPhone, phoneLength } from '../../../machines/fields/phone';
import { locales } from '../../../machines/session/local-store.schema';
import { ModalDialog } from '../../components/modal-dialog';
import { OptionSelect } from '../../components/option-select';
import type {
  CatalogueTextsInput,
  LocalizedCatalogueTextsInput,
  LocalizedTextInput,
} from '../../gql/graphql';
import type { DictionaryChangeInput } from './dictionaries.actors';

type Locale = (typeof locales)[number];

/** The record a dialog opens with: what its form starts from. */
export type DictionaryRecord =
  | { kind: 'name'; name: LocalizedTextInput }
  | { kind: 'catalogue'; texts: LocalizedCatalogueTextsInput }
  | { kind: 'office'; name: LocalizedTextInput; address: LocalizedTextInput; phone: string }
  | { kind: 'baseAmount'; effectiveFrom: string; amount: number | null };

function NamesFields({
  value,
  onChange,
  label,
  fields,
  prefix,
  max,
}: {
  value: LocalizedTextInput;
  onChange: (value: LocalizedTextInput) => void;
  label: string;
  fields: Readonly<Record<string, string>>;
  prefix: string;
  max: number;
}) {
  const { t } = useTranslation('dictionaries');
  return (
    <>
      {locales.map((locale) => (
        <Field.Root key={locale} invalid={Boolean(fields[`${prefix}.${locale}`])}>
          <Field.Label>
            {label} ({t(`locales.${locale}`)})
          </Field.Label>
          <Input
            value={value[locale]}
            maxLength={max}
            onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
          />
          <Field.ErrorText>{fields[`${prefix}.${locale}`]}</Field.ErrorText>
        </Field.Root>
      ))}
    </>
  );
}

const textFields = ['regulation', 'summary', 'duration', 'result', 'conditions'] as const;
const textMax: Record<(typeof textFields)[number], number> = {
  regulation: catalogueLimits.regulation,
  summary: catalogueLimits.summary,
  duration: catalogueLimits.duration,
  result: catalogueLimits.result,
  conditions: catalogueLimits.conditions,
};

/** Links one a line, "title | url". */
const linksText = (links: CatalogueTextsInput['links']) =>
  links.map((link) => `${link.title} | ${link.url}`).join('\n');
const linksOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.lastIndexOf('|');
      return at < 0
        ? { title: line.trim(), url: '' }
        : { title: line.slice(0, at).trim(), url: line.slice(at + 1).trim() };
    });

function CatalogueFields({
  value,
  onChange,
  fields,
  locale,
  onLocaleChosen,
}: {
  value: LocalizedCatalogueTextsInput;
  onChange: (value: LocalizedCatalogueTextsInput) => void;
  fields: Readonly<Record<string, string>>;
  /** The language shown: the editor's statechart holds it (machines/catalogue/dictionary-editor). */
  locale: Locale;
  onLocaleChosen: (locale: Locale) => void;
}) {
  const { t } = useTranslation('dictionaries');
  const texts = value[locale];
  const set = (patch: Partial<CatalogueTextsInput>) =>
    onChange({ ...value, [locale]: { ...texts, ...patch } });
  const error = (field: string) => fields[`${locale}.${field}`] ?? fields[`${locale}.${field}.0`];
  return (
    <>
      <Field.Root>
        <Field.Label>{t('edit.language')}</Field.Label>
        <OptionSelect
          field={{ value: locale, onChange: (event) => onLocaleChosen(event.target.value as Locale) }}
          options={locales.map((l) => ({ value: l, label: t(`locales.${l}`) }))}
        />
      </Field.Root>
      {textFields.map((field) => (
        <Field.Root key={field} invalid={Boolean(error(field))}>
          <Field.Label>{t(`catalogue.${field}`)}</Field.Label>
          <Textarea
            value={texts[field]}
            maxLength={textMax[field]}
            rows={field === 'regulation' || field === 'conditions' ? 4 : 2}
            onChange={(event) => set({ [field]: event.target.value })}
          />
          <Field.ErrorText>{error(field)}</Field.ErrorText>
        </Field.Root>
      ))}
      <Field.Root invalid={Boolean(error('documents'))}>
        <Field.Label>{t('catalogue.documents')}</Field.Label>
        <Textarea
          value={texts.documents.join('\n')}
          rows={4}
          onChange={(event) =>
            set({ documents: event.target.value.split('\n').filter((line) => line.trim() !== '') })
          }
        />
        <Field.HelperText>{t('edit.oneALine')}</Field.HelperText>
        <Field.ErrorText>{error('documents')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Object.keys(fields).some((key) => key.startsWith(`${locale}.links`))}>
        <Field.Label>{t('catalogue.links')}</Field.Label>
        <Textarea
          defaultValue={linksText(texts.links)}
          key={locale}
          rows={3}
          onChange={(event) => set({ links: linksOf(event.target.value) })}
        />
        <Field.HelperText>{t('edit.linksHelp')}</Field.HelperText>
      </Field.Root>
    </>
  );
}

/**
 * The edit dialog of one dictionary record (plain fields, no rules of its own): the ministry checks
 * the input with the schemas of machines/catalogue and answers each refused field in the
 * administrator's language, shown under it and listed at the top. react-hook-form owns what is typed
 * (the record as edited and the amount's text); the dialog's modes are the editor's statechart's.
 */
export function EditDialog({
  target,
  record,
  saving,
  failed,
  fields,
  locale,
  onLocaleChosen,
  onSave,
  onCancel,
}: {
  target: DictionaryTarget;
  record: DictionaryRecord;
  saving: boolean;
  failed: boolean;
  fields: Readonly<Record<string, string>>;
  locale: Locale;
  onLocaleChosen: (locale: Locale) => void;
  onSave: (change: DictionaryChangeInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dictionaries');
  const form = useForm<{ record: DictionaryRecord; amount: string }>({
    defaultValues: {
      record,
      amount: record.kind === 'baseAmount' && record.amount !== null ? String(record.amount / 100) : '',
    },
  });
  const draft = form.watch('record');
  const setDraft = (next: DictionaryRecord) => form.setValue('record', next);

  const save = () => {
    if (draft.kind === 'name') onSave({ kind: 'name', name: draft.name });
    else if (draft.kind === 'catalogue') onSave({ kind: 'catalogue', texts: draft.texts });
    else if (draft.kind === 'office')
      onSave({ kind: 'office', input: { name: draft.name, address: draft.address, phone: draft.phone } });
    else {
      const som = Number(form.getValues('amount').replace(/\s/g, '').replace(',', '.'));
      onSave({
        kind: 'baseAmount',
        effectiveFrom: draft.effectiveFrom,
        amount: Number.isFinite(som) ? Math.round(som * 100) : -1,
      });
    }
  };
  const messages = [...new Set(Object.values(fields))];

  return (
    <ModalDialog
      onClose={onCancel}
      closable={!saving}
      title={t(`edit.title.${target.dictionary}`, { id: target.id ?? '' })}
      closeLabel={t('edit.cancel')}
      rootProps={{ size: draft.kind === 'catalogue' ? 'xl' : 'md', scrollBehavior: 'inside' }}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <Button colorPalette="blue" onClick={save} loading={saving} loadingText={t('edit.saving')}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4" aria-busy={saving}>
        {(messages.length > 0 || failed) && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failed ? t('edit.failed') : t('edit.refused')}</Alert.Title>
              {messages.length > 0 && <Alert.Description>{messages.join('; ')}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        {draft.kind === 'name' && (
          <NamesFields
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            label={t('columns.name')}
            fields={fields}
            prefix="name"
            max={200}
          />
        )}
        {draft.kind === 'catalogue' && (
          <CatalogueFields
            value={draft.texts}
            onChange={(texts) => setDraft({ ...draft, texts })}
            fields={fields}
            locale={locale}
            onLocaleChosen={onLocaleChosen}
          />
        )}
        {draft.kind === 'office' && (
          <>
            <NamesFields
              value={draft.name}
              onChange={(name) => setDraft({ ...draft, name })}
              label={t('columns.name')}
              fields={fields}
              prefix="name"
              max={200}
            />
            <NamesFields
              value={draft.address}
              onChange={(address) => setDraft({ ...draft, address })}
              label={t('columns.address')}
              fields={fields}
              prefix="address"
              max={300}
            />
            <Field.Root invalid={Boolean(fields.phone)}>
              <Field.Label>{t('columns.phone')}</Field.Label>
              <Input
                value={maskPhone(draft.phone)}
                inputMode="tel"
                placeholder="(99) 999 99 99"
                onChange={(event) =>
                  setDraft({ ...draft, phone: event.target.value.replace(/\D/g, '').slice(0, phoneLength) })
                }
              />
              <Field.ErrorText>{fields.phone}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        {draft.kind === 'baseAmount' && (
          <>
            <Field.Root invalid={Boolean(fields.effectiveFrom)}>
              <Field.Label>{t('columns.effectiveFrom')}</Field.Label>
              <Input
                type="date"
                value={draft.effectiveFrom}
                onChange={(event) => setDraft({ ...draft, effectiveFrom: event.target.value })}
              />
              <Field.ErrorText>{fields.effectiveFrom}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fields.amount)}>
              <Field.Label>{t('columns.amount')}</Field.Label>
              <Input inputMode="decimal" maxLength={20} {...form.register('amount')} />
              <Field.ErrorText>{fields.amount}</Field.ErrorText>
            </Field.Root>
          </>
        )}
      </Stack>
    </ModalDialog>
  );
}

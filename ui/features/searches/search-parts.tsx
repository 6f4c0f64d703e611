import { Alert, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { keyboardFocusMachine } from '../../../machines/kiosk-keyboard/kiosk-keyboard.machine';
import {
  keyboardFocusIntents,
  selectKeyboardField,
} from '../../../machines/kiosk-keyboard/kiosk-keyboard.select';
import { type SearchQuery, searchMachine } from '../../../machines/searches/search.machine';
import { type SearchView, selectSearch } from '../../../machines/searches/search.select';
import type { SearchFormName } from '../../../machines/searches/search-forms';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { Fact, FactList } from '../../components/fact-list';
import { type Fields, type FieldsSnapshot, useFields } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { Staged } from '../../components/staged';
import { type SearchKind, searchActor } from './searches.actors';

// The kiosk's on-screen keyboards load only on the kiosk (react-simple-keyboard and its styles).
const KioskKeyboard = lazy(() =>
  import('../../components/kiosk-keyboard').then((module) => ({ default: module.KioskKeyboard })),
);

/** A search's statechart with its GraphQL search, and the page's projection of it. */
export function useSearchMachine<Result>(kind: SearchKind) {
  const actor = usePageMachine(({ client }) =>
    searchMachine.provide({ actors: { search: searchActor(client, kind) } }),
  );
  const view = useSelector(actor, (snapshot) => selectSearch<Result>(snapshot));
  return {
    view,
    submit: (query: SearchQuery) => actor.send({ type: 'search.submitted', query }),
    retry: () => actor.send({ type: 'search.retried' }),
  };
}

/** One typed field of a search form: its mask, its on-screen keyboard and the keyboard's bound. */
export interface SearchFieldSpec {
  name: string;
  mask: (value: string) => string;
  layout: 'numeric' | 'text' | 'series' | 'cadastre';
  maxLength: number;
  placeholder?: string;
}

export function SearchPage({
  kiosk,
  titleKey,
  children,
}: {
  kiosk: boolean;
  titleKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('searches');
  return (
    <Stack gap="6" maxW="5xl" w="full" mx="auto" py={kiosk ? '6' : '2'} px={kiosk ? '6' : '0'}>
      <PageHeading
        title={t(`titles.${titleKey}`)}
        intro={t(`intros.${titleKey}`)}
        variant={kiosk ? 'kiosk' : 'page'}
      />
      {/* The heading in one task, the form and its results in the next (decision 105). */}
      <Staged>{children}</Staged>
    </Stack>
  );
}

/** A search form's values: its typed fields (and its own controls' values), by name. */
export type SearchValues = Record<string, string>;

/**
 * A search form's state: its fields' store (ui/components/form-fields, react-hook-form's behaviour
 * without its 13.6 KB gzip on the page's first render, decision 104), its rule the search's schema.
 */
export type SearchFormApi = Fields<SearchValues, SearchValues> & FieldsSnapshot<SearchValues>;

// The rules (zod and machines/fields' schemas, about 25 KB gzip) load at the form's first check, not
// with the page: nobody has submitted anything when it first paints (decision 104).
const loadRules = () => import('../../../machines/searches/search-forms');

/** A named search form's messages for `values`: each field's first, a key of `validation.`. */
const checkSearch = async (form: SearchFormName, values: SearchValues) =>
  (await loadRules()).searchFormErrors(form, values);

/**
 * A search form's fields, checked on submit with the rules the ministry applies (machines/searches,
 * the ban check's by the property kind chosen), and again only at the next submit.
 */
export function useSearchForm(form: SearchFormName, defaultValues: SearchValues): SearchFormApi {
  const [resolver] = useState(() => {
    const check: Resolver<SearchValues> = async (values) => {
      const found = await checkSearch(form, values);
      if (Object.keys(found).length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        Object.entries(found).map(([name, message]) => [name, { type: 'schema', message }]),
      );
      return { values: {}, errors };
    };
    return check;
  });
  return useFields<SearchValues, SearchValues>(resolver, () => defaultValues, { recheck: 'submit' });
}

/**
 * A search form: the typed fields (with the kiosk's on-screen keyboard for the focused one), the
 * page's own controls, and the search button. Checked with the fields' rules before it is sent; the
 * ministry's refusal of a field is shown at that field too.
 */
export function SearchForm({
  form,
  fields,
  kiosk,
  busy,
  serverErrors,
  onSubmit,
  extra,
}: {
  form: SearchFormApi;
  fields: readonly SearchFieldSpec[];
  kiosk: boolean;
  busy: boolean;
  serverErrors: Readonly<Record<string, string>> | null;
  onSubmit: (values: Readonly<SearchValues>) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('searches');
  const errors = form.errors;
  // The field the kiosk's on-screen keyboard types into (the first one at first): the keyboard's statechart.
  const keyboardActor = useActorRef(keyboardFocusMachine, {
    input: { field: kiosk ? (fields[0]?.name ?? null) : null },
  });
  const focused = useSelector(keyboardActor, selectKeyboardField);
  const keyboard = keyboardFocusIntents(keyboardActor.send);
  const keyboardField = kiosk ? fields.find((f) => f.name === focused) : undefined;
  const typed = (field: SearchFieldSpec, value: string) => form.setValue(field.name, field.mask(value));

  const submit = form.handleSubmit((values) => {
    keyboard.close();
    onSubmit(values);
  });

  return (
    <Stack gap="4">
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          {extra}
          <Stack direction={{ base: 'column', md: kiosk ? 'column' : 'row' }} gap="4" align="start">
            {fields.map((field) => {
              const local = errors[field.name]?.message;
              const remote = serverErrors?.[field.name];
              return (
                <Field.Root key={field.name} invalid={Boolean(local || remote)} required flex="1">
                  <Field.Label fontSize={kiosk ? 'xl' : undefined}>{t(`fields.${field.name}`)}</Field.Label>
                  <Input
                    size={kiosk ? '2xl' : 'md'}
                    fontSize={kiosk ? '2xl' : undefined}
                    autoComplete="off"
                    // On the kiosk the on-screen keyboard types; a touch screen's own would cover it.
                    inputMode={kiosk ? 'none' : undefined}
                    maxLength={field.maxLength}
                    placeholder={field.placeholder}
                    borderWidth={kiosk && focused === field.name ? '3px' : undefined}
                    borderColor={kiosk && focused === field.name ? 'blue.solid' : undefined}
                    onFocus={() => keyboard.focus(field.name)}
                    onClick={() => keyboard.focus(field.name)}
                    {...form.register(field.name, { onChange: (event) => typed(field, event.target.value) })}
                  />
                  {local ? (
                    <Field.ErrorText color="red.700">{t(`validation.${local}`)}</Field.ErrorText>
                  ) : remote ? (
                    <Field.ErrorText color="red.700">{remote}</Field.ErrorText>
                  ) : null}
                </Field.Root>
              );
            })}
          </Stack>
          <HStack>
            <Button
              type="submit"
              colorPalette="blue"
              size={kiosk ? '2xl' : 'md'}
              loading={busy}
              loadingText={t('searching')}
            >
              {t('search')}
            </Button>
          </HStack>
        </Stack>
      </form>
      {/* Outside the form: react-simple-keyboard's keys are plain <button>s, which would submit it. */}
      {keyboardField && (
        <Suspense fallback={<Spinner />}>
          <KioskKeyboard
            field={keyboardField.name}
            layout={keyboardField.layout}
            maxLength={keyboardField.maxLength}
            value={form.values[keyboardField.name] ?? ''}
            onChange={(value) => typed(keyboardField, value)}
            onClose={() => keyboard.close()}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Every outcome but "found": the wait, not found, the rate limit, a refused input, login, failure. */
export function SearchStatus({
  view,
  onRetry,
  onLogin,
}: {
  view: SearchView<unknown>;
  onRetry: () => void;
  onLogin?: (() => void) | undefined;
}) {
  const { t } = useTranslation('searches');
  if (view.busy) {
    return (
      <HStack role="status" gap="3">
        <Spinner size="md" />
        <Text>{t('searching')}</Text>
      </HStack>
    );
  }
  const alert = (status: 'info' | 'warning' | 'error', text: string, action?: ReactNode) => (
    <Alert.Root status={status} role={status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
  if (view.notFound) return alert('info', t('notFound'));
  if (view.rateLimited) return alert('warning', view.rateLimited);
  if (view.invalidMessage) return alert('error', view.invalidMessage);
  if (view.loginRequired) {
    return alert(
      'warning',
      t('loginRequired'),
      onLogin ? (
        <Button size="sm" onClick={onLogin}>
          {t('login')}
        </Button>
      ) : undefined,
    );
  }
  if (view.failed) {
    return alert(
      'error',
      t('failed'),
      view.canRetry ? (
        <Button size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : undefined,
    );
  }
  return null;
}

/** A found record as label: value pairs. */
export function Facts({ items, kiosk }: { items: readonly [string, ReactNode][]; kiosk: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="4">
      <FactList size={kiosk ? 'lg' : 'md'}>
        {items.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </FactList>
    </Box>
  );
}

/** The query string's values of `names`, for a page opened from a link (the print form's QR code). */
export function queryValues(search: string, names: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']));
}

/**
 * The values of a search form opened from a link (`?regnum=&regdate=`: the print form's QR code, a
 * linked act), masked as typed; when the link gives a whole valid query, it is searched at once.
 * Returns the form's starting values.
 */
export function usePrefilledQuery(
  fields: readonly SearchFieldSpec[],
  form: SearchFormName,
  submit: (query: SearchQuery) => void,
): SearchValues {
  const search = useSearch();
  // The link's values, read once: an instance holder, never set.
  const [values] = useState<SearchValues>(() => {
    const given = queryValues(
      search,
      fields.map((f) => f.name),
    );
    return Object.fromEntries(fields.map((f) => [f.name, f.mask(given[f.name] ?? '')]));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's query, on arrival only.
  useEffect(() => {
    if (!Object.values(values).every((value) => value !== '')) return;
    let current = true;
    void checkSearch(form, values).then((errors) => {
      if (current && Object.keys(errors).length === 0) submit(values);
    });
    return () => {
      current = false;
    };
  }, []);
  return values;
}

import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { catalogueLimits } from '../../../machines/catalogue/catalogue-query';
import { catalogueSearchMachine } from '../../../machines/catalogue/catalogue-search.machine';
import { selectCatalogueSearch } from '../../../machines/catalogue/catalogue-search.select';
import { paths } from '../../../machines/navigation/routes';

/**
 * The catalogue's search box (on the list and on every detail page): a query in any script opens
 * /na_details?q=..., whose list is the search's result. A query the schema refuses says why here
 * (machines/catalogue/catalogue-search.machine.ts).
 */
export function CatalogueSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('catalogue');
  const [, navigate] = useLocation();
  const [text, setText] = useState<string>(initial);
  const logic = useMemo(
    () =>
      catalogueSearchMachine.provide({
        actions: {
          open: (_, { q }) => navigate(q ? `${paths.naDetails}?q=${encodeURIComponent(q)}` : paths.naDetails),
        },
      }),
    [navigate],
  );
  const search = useActorRef(logic);
  const { errorKey: error } = useSelector(search, selectCatalogueSearch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.send({ type: 'search.submitted', text });
  };

  return (
    <search>
      <form onSubmit={submit} aria-label={t('search.label')}>
        <Field.Root invalid={error !== null}>
          <Field.Label>{t('search.label')}</Field.Label>
          <HStack w="full" maxW="2xl" align="start">
            <Input
              type="search"
              name="q"
              value={text}
              maxLength={catalogueLimits.queryMax}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" colorPalette="blue">
              <Search aria-hidden />
              {t('search.submit')}
            </Button>
          </HStack>
          {error ? (
            <Field.ErrorText>{t(`validation.${error}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('search.help')}</Field.HelperText>
          )}
        </Field.Root>
      </form>
    </search>
  );
}

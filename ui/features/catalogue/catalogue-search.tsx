import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { catalogueLimits, catalogueQuerySchema } from '../../../machines/catalogue/catalogue.schema';
import { paths } from '../../../machines/navigation/routes';

/**
 * The catalogue's search box (on the list and on every detail page): a query in any script opens
 * /na_details?q=..., whose list is the search's result. A query the schema refuses says why here.
 */
export function CatalogueSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('catalogue');
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = catalogueQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'error_catalogue_query_too_short');
      return;
    }
    setError(null);
    navigate(parsed.data.q ? `${paths.naDetails}?q=${encodeURIComponent(parsed.data.q)}` : paths.naDetails);
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

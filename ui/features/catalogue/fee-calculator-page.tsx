import { Alert, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ActTypeId, isActTypeId } from '../../../machines/act-types/act-types';
import { asksRelationship, asksValue, feeQuoteSchema } from '../../../machines/catalogue/catalogue.schema';
import { feeCalculatorMachine } from '../../../machines/catalogue/fee-calculator.machine';
import { selectFeeCalculator } from '../../../machines/catalogue/fee-calculator.select';
import { maskAmount, typedAmountSchema } from '../../../machines/fields/amount';
import { relationshipDegreeSchema, relationshipDegrees } from '../../../machines/money/relationship';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { usePageQuery } from '../../app-actor/use-page-query';

import { OptionSelect } from '../../components/option-select';

import { PageHeading, PageSection } from '../../components/page-heading';
import { QueryStatus } from '../../components/query-status';

import { RouterLink } from '../../components/router-link';

import { useErrorReaction } from '../../errors/error-reaction';

import { FeeBasisText, formatTiyin } from '../acts';
import { catalogueEntry } from './catalogue.actors';

import { type FeeQuote, feeCalculatorActors } from './fee-calculator.actors';
// Its native select's recipe, as the catalogue's route module has it: this page is loaded lazily
// from that module (decision 103) and names what it renders itself (tests/tooling/chakra-recipes).
import '../../theme/more-recipes';

interface CalculatorForm {
  relationship: string;
  /** So'm, as typed with the currency mask. */
  value: string;
}

const calculator = feeCalculatorMachine<FeeQuote>();

// The printed quote is the quote alone: the shell, the form and the buttons stay on screen only.
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-quote], [data-print-quote] *': { visibility: 'visible' },
    '[data-print-quote]': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
    '[data-print-hide]': { display: 'none' },
  },
} as const;

/**
 * /na_details/calc/{nadid}: the fee calculator of one act type (decision 050). It asks what the
 * type's tariff needs (the receiving party's relationship where relatives pay less, the transaction
 * value where the rate takes a share of it), and the ministry quotes the state fee and the service
 * fee with their legal basis by the invoices' own tariff path; the quote prints alone.
 */
export function FeeCalculatorPage({ typeId }: { typeId: number }) {
  const { t, i18n } = useTranslation(['catalogue', 'money']);
  const reactToError = useErrorReaction();
  const query = usePageQuery('catalogueEntry', catalogueEntry, { id: typeId });
  const actor = usePageMachine(({ client }) => calculator.provide({ actors: feeCalculatorActors(client) }));
  const view = useSelector(actor, selectFeeCalculator<FeeQuote>);
  const { register, handleSubmit, watch, setError, clearErrors, formState, setValue } =
    useForm<CalculatorForm>({
      defaultValues: { relationship: '', value: '' },
    });

  useEffect(() => {
    const subscription = actor.on('calculator.print', () => window.print());
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (view.failed && actor.getSnapshot().context.report) reactToError(actor.getSnapshot().context.report!);
  }, [view.failed, actor, reactToError]);
  // The ministry's messages of a refused question, each on its field.
  useEffect(() => {
    for (const [field, message] of Object.entries(view.fields)) {
      if (field === 'value' || field === 'relationship') setError(field, { type: 'server', message });
    }
  }, [view.fields, setError]);

  const entry = query.data;
  if (!entry) return <QueryStatus query={query} t={t} />;
  if (!isActTypeId(entry.id)) return null;
  const type: ActTypeId = entry.id;
  const relationshipText = watch('relationship');
  const relationship = relationshipDegreeSchema.safeParse(relationshipText).data;
  const valueAsked = asksValue(type, relationship);
  const name = localizedText(entry.name, i18n.language);

  const submit = handleSubmit((values) => {
    clearErrors();
    let value: number | undefined;
    if (valueAsked) {
      const typed = typedAmountSchema.safeParse(values.value);
      if (!typed.success) {
        setError('value', { type: 'schema', message: t('validation.error_fee_value') });
        return;
      }
      value = Math.round(typed.data * 100);
    }
    const question = feeQuoteSchema.safeParse({ type, value, relationship });
    if (!question.success) {
      for (const issue of question.error.issues) {
        const field = issue.path[0] === 'relationship' ? 'relationship' : 'value';
        setError(field, { type: 'schema', message: t(`validation.${issue.message}`) });
      }
      return;
    }
    actor.send({ type: 'calculator.submitted', question: question.data });
  });
  const edited = () => actor.send({ type: 'calculator.edited' });

  return (
    <Stack gap="6">
      <Global styles={printStyles} />
      <PageHeading variant="page" title={t('calc.title', { name })} intro={t('calc.intro')} />
      <Box data-print-hide>
        <RouterLink href={paths.naDetail(type)}>{t('calc.backToDetail')}</RouterLink>
      </Box>
      <form onSubmit={submit} noValidate aria-busy={view.busy} data-print-hide>
        <Stack gap="4" maxW="lg">
          {asksRelationship(type) && (
            <Field.Root invalid={Boolean(formState.errors.relationship)}>
              <Field.Label>{t('calc.relationship')}</Field.Label>
              <OptionSelect
                field={register('relationship', { onChange: edited })}
                empty={t('calc.noRelationship')}
                options={relationshipDegrees.map((degree) => ({
                  value: degree,
                  label: t(`money:relationship.${degree}`),
                }))}
              />
              {formState.errors.relationship ? (
                <Field.ErrorText>{formState.errors.relationship.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('calc.relationshipHelp')}</Field.HelperText>
              )}
            </Field.Root>
          )}
          {valueAsked && (
            <Field.Root invalid={Boolean(formState.errors.value)} required>
              <Field.Label>
                {t('calc.value')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                {...register('value', {
                  onChange: (event) => {
                    setValue('value', maskAmount(event.target.value));
                    edited();
                  },
                })}
              />
              {formState.errors.value ? (
                <Field.ErrorText>{formState.errors.value.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('calc.valueHelp')}</Field.HelperText>
              )}
            </Field.Root>
          )}
          {!asksRelationship(type) && !valueAsked && <Text>{t('calc.nothingToAsk')}</Text>}
          <HStack>
            <Button type="submit" colorPalette="blue" loading={view.busy} loadingText={t('calc.computing')}>
              {t('calc.compute')}
            </Button>
          </HStack>
        </Stack>
      </form>
      {view.busy && <Spinner role="img" aria-label={t('calc.computing')} />}
      {view.noFee && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('calc.noFee')}</Alert.Title>
        </Alert.Root>
      )}
      {view.failed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('calc.failed')}</Alert.Title>
          </Alert.Content>
          {view.canRetry && (
            <Button size="sm" onClick={() => actor.send({ type: 'calculator.retried' })}>
              {t('calc.retry')}
            </Button>
          )}
        </Alert.Root>
      )}
      {view.quote && (
        <Box data-print-quote>
          <PageSection id="calc-quote" title={t('calc.quoteTitle')} gap="3">
            <Text fontWeight="medium">{name}</Text>
            {view.quote.reduction && (
              <Text>
                {t('calc.quoteRelationship', {
                  relationship: t(`money:relationship.${view.quote.reduction}`),
                })}
              </Text>
            )}
            <Stack gap="3" data-testid="fee-quote">
              {view.quote.invoices.map((invoice) => (
                <FeeBasisText key={invoice.purpose} fee={view.quote!} invoice={invoice} />
              ))}
              {!view.quote.invoices.some((invoice) => invoice.purpose === 'service') && (
                <Text fontSize="sm">{t('calc.noServiceFee')}</Text>
              )}
            </Stack>
            <Text fontWeight="bold">
              {t('calc.total', {
                amount: formatTiyin(
                  view.quote.invoices.reduce((sum, invoice) => sum + invoice.amount, 0),
                  i18n.language,
                ),
              })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('calc.disclaimer')}
            </Text>
          </PageSection>
          {view.canPrint && (
            <Button
              mt="4"
              variant="outline"
              data-print-hide
              onClick={() => actor.send({ type: 'calculator.printRequested' })}
            >
              <Printer aria-hidden />
              {t('calc.print')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}

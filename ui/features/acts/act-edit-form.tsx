import { Alert, Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { partyPhoneFormSchema, vehiclePriceFormSchema } from '../../../machines/act-form/act-edit.schema';
import { maskAmount } from '../../../machines/fields/amount';
import { maskPhone } from '../../../machines/fields/phone';
import { type SubjectChangeRequest, useSubjectChange } from './subject-change';
import type { ActDetail } from './use-act';

/** A field an act in preparation can be corrected in: its form value's name, mask, keyboard and rule. */
export interface EditableField<T> {
  name: string;
  mask: (value: string) => string;
  inputMode: 'decimal' | 'tel';
  schema: z.ZodType<T, Record<string, string>>;
}

export const editableFields = {
  phone: { name: 'phone', mask: maskPhone, inputMode: 'tel', schema: partyPhoneFormSchema },
  price: { name: 'price', mask: maskAmount, inputMode: 'decimal', schema: vehiclePriceFormSchema },
} satisfies Record<string, EditableField<Record<string, unknown>>>;

/** What both correction forms take: their words, how the request is made, and where the act goes. */
export interface CorrectionProps<T> {
  title: string;
  hint: string;
  request: (value: T) => SubjectChangeRequest;
  onAct: (act: ActDetail) => void;
  saved: () => void;
}

/** A correction form's frame: its title and hint over its fields, and the save button (busy while sent). */
export function CorrectionFrame({
  title,
  hint,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  hint: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('acts');
  return (
    <Stack asChild gap="4" borderWidth="1px" borderRadius="l2" p="4">
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{hint}</Alert.Description>
        </Alert.Root>
        {children}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={busy}>
            {t('edit.save')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/**
 * One field of an act corrected in preparation (a vehicle's price, a party's phone), with its mask.
 * A valid value is sent as `request` makes it (useSubjectChange); the act after it goes to `onAct`,
 * then the form says so and calls `saved`. A refusal, a stale version or a lost session is the global
 * error policy's toast, and the form stays as typed.
 */
export function ActEditForm<T extends Record<string, unknown>>({
  field: { name, mask, inputMode, schema },
  title,
  label,
  hint,
  initial,
  request,
  onAct,
  saved,
}: CorrectionProps<T> & { field: EditableField<T>; label: string; initial: string }) {
  const { t } = useTranslation('acts');
  const { register, handleSubmit, setValue, formState } = useForm<Record<string, string>, unknown, T>({
    defaultValues: { [name]: initial },
    resolver: zodResolver(schema),
  });
  const error = formState.errors[name]?.message;
  const change = useSubjectChange({ onAct, saved });
  const submit = handleSubmit((values) => change.submit(request(values)));
  return (
    <CorrectionFrame title={title} hint={hint} busy={change.busy} onSubmit={submit}>
      <Field.Root invalid={Boolean(error)} required maxW="sm">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          autoComplete="off"
          inputMode={inputMode}
          {...register(name, {
            onChange: (event: { target: HTMLInputElement }) =>
              setValue(name, mask(event.target.value), { shouldValidate: formState.isSubmitted }),
          })}
        />
        {typeof error === 'string' && <Field.ErrorText>{t(`validation.${error}`)}</Field.ErrorText>}
      </Field.Root>
    </CorrectionFrame>
  );
}

import { Alert, Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
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
}: {
  field: EditableField<T>;
  title: string;
  label: string;
  hint: string;
  initial: string;
  request: (value: T) => SubjectChangeRequest;
  onAct: (act: ActDetail) => void;
  saved: () => void;
}) {
  const { t } = useTranslation('acts');
  const { register, handleSubmit, setValue, formState } = useForm<Record<string, string>, unknown, T>({
    defaultValues: { [name]: initial },
    resolver: zodResolver(schema),
  });
  const error = formState.errors[name]?.message;
  const change = useSubjectChange({ onAct, saved });
  const submit = handleSubmit((values) => change.submit(request(values)));
  return (
    <Stack asChild gap="4" borderWidth="1px" borderRadius="l2" p="4">
      <form onSubmit={submit} noValidate aria-busy={change.busy}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{hint}</Alert.Description>
        </Alert.Root>
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
        <HStack>
          <Button type="submit" colorPalette="blue" loading={change.busy}>
            {t('edit.save')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

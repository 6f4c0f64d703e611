import { Box, SimpleGrid } from '@chakra-ui/react';
import { type FieldErrors, FormProvider, type Resolver, useForm, useFormContext } from 'react-hook-form';
import {
  type EditableSubjectKind,
  subjectEditInput,
  subjectFieldSet,
  subjectFormValues,
} from '../../../machines/act-form/subject-edit';
import { type ActTypeId, actTypes } from '../../../machines/act-types/act-types';
import { type FieldUse, isRequired } from '../../../machines/act-types/field-spec';
import { fieldLabelKeyOf } from '../../../machines/act-types/labels';
import { CorrectionFrame, type CorrectionProps } from './act-edit-form';
import { RegistryField, SharesField } from './act-form-inputs';
import { useSubjectChange } from './subject-change';

type Values = Record<string, unknown>;

/** The registry's issues as react-hook-form's nested errors (`shares.0.share.numerator`). */
function errorsOf(issues: readonly { path: string; messageKey: string }[]): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  for (const { path, messageKey } of issues) {
    // A share's parts sit flat in the form (numerator, denominator, recipientPin).
    const parts = path.replace(/\.share\./, '.').split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) || 'root'] = { type: 'registry', message: messageKey };
  }
  return errors as FieldErrors<Values>;
}

function SubjectInputs({ typeId, kind }: { typeId: ActTypeId; kind: EditableSubjectKind }) {
  // watch, not useWatch: the login's first load shares react-hook-form's chunk (decision 038).
  const { watch } = useFormContext<Values>();
  const values = (watch() ?? {}) as Values;
  const set = subjectFieldSet(typeId, kind) as Readonly<Record<string, FieldUse>>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {Object.entries(set).map(([name, use]) =>
        name === 'shares' ? (
          <Box key={name} gridColumn={{ md: 'span 2' }}>
            <SharesField name="shares" />
          </Box>
        ) : (
          <Box
            key={name}
            gridColumn={{ md: ['creditOrganisation', 'insurance'].includes(name) ? 'span 2' : undefined }}
          >
            <RegistryField
              catalogue={kind}
              field={name}
              name={name}
              required={isRequired(use, values)}
              labelKey={fieldLabelKeyOf(actTypes[typeId], kind, name)}
              // The registry rules were checked on this number: it names the property, never corrected.
              disabled={name === 'cadastreNumber'}
            />
          </Box>
        ),
      )}
    </SimpleGrid>
  );
}

/**
 * A real estate or the other subject data corrected in preparation, every field the act's type asks
 * for with the creation form's inputs. The registry's subject schema judges it before it is sent
 * (the ministry's own rule) as `request` makes it (useSubjectChange); the act after it goes to `onAct`,
 * and the ministry's field refusals land on their fields.
 */
export function SubjectEditForm({
  typeId,
  kind,
  stored,
  title,
  hint,
  request,
  onAct,
  saved,
}: CorrectionProps<Values> & { typeId: ActTypeId; kind: EditableSubjectKind; stored: Values }) {
  const resolver: Resolver<Values, unknown, Values> = async (values) => {
    const check = subjectEditInput(typeId, kind, values);
    return check.ok ? { values: check.input, errors: {} } : { values: {}, errors: errorsOf(check.issues) };
  };
  const form = useForm<Values, unknown, Values>({
    defaultValues: subjectFormValues(typeId, kind, stored),
    resolver,
  });
  const change = useSubjectChange({
    onAct,
    saved,
    refused: (fields) => {
      for (const [path, message] of Object.entries(fields)) {
        form.setError(path.replace(/\.share\./, '.'), { type: 'ministry', message });
      }
    },
  });
  const submit = form.handleSubmit((input) => change.submit(request(input)));
  return (
    <FormProvider {...form}>
      <CorrectionFrame title={title} hint={hint} busy={change.busy} onSubmit={submit}>
        <SubjectInputs typeId={typeId} kind={kind} />
      </CorrectionFrame>
    </FormProvider>
  );
}

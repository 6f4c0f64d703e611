import { useState, useSyncExternalStore } from 'react';
import type { Resolver } from 'react-hook-form';

/**
 * A form's text fields, their checks' messages and the form's submission: what the login form
 * (decision 096) and the public searches (decision 104) used react-hook-form for, without its
 * 13.6 KB gzip in their first load. The behaviour is react-hook-form's, which the forms relied on:
 * uncontrolled inputs, checks on submit (the first field in error takes the focus), then again on
 * each typed change once submitted (`recheck: 'change'`, react-hook-form's default) or only at the
 * next submit (`recheck: 'submit'`, its `reValidateMode: 'onSubmit'`); `setValue` writes the input
 * without checking. The checks are the resolver's (zod's, loaded when first needed); only this
 * module's types come from react-hook-form.
 */
type Texts = Record<string, string>;

export interface FieldError {
  message?: string;
}

export type FieldErrors<Values extends Texts> = Partial<Record<keyof Values, FieldError>>;

export interface FieldsSnapshot<Values extends Texts> {
  values: Values;
  errors: FieldErrors<Values>;
}

export interface Registration<Name> {
  name: Name;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: { target: HTMLInputElement }) => void;
}

export interface Fields<Values extends Texts, Output> {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => FieldsSnapshot<Values>;
  register: <Name extends keyof Values & string>(
    name: Name,
    options?: { onChange?: (event: { target: HTMLInputElement }) => void },
  ) => Registration<Name>;
  setValue: (name: keyof Values & string, value: string) => void;
  setFocus: (name: keyof Values & string) => void;
  clearErrors: () => void;
  handleSubmit: (
    onValid: (output: Output) => void,
  ) => (event?: { preventDefault: () => void }) => Promise<void>;
}

export interface FieldsOptions {
  /** When a submitted form checks again: on each typed change (the default) or at the next submit. */
  recheck?: 'change' | 'submit';
}

export function createFields<Values extends Texts, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaults: Values,
  { recheck = 'change' }: FieldsOptions = {},
): Fields<Values, Output> {
  let current: FieldsSnapshot<Values> = { values: { ...defaults }, errors: {} };
  let submitted = false;
  // In registration order: the first of them in error takes the focus.
  const elements = new Map<keyof Values & string, HTMLInputElement | null>();
  const listeners = new Set<() => void>();
  const publish = (next: Partial<FieldsSnapshot<Values>>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener();
  };
  const check = async () =>
    await resolver(current.values, undefined, {
      fields: {},
      names: Object.keys(current.values) as never,
      shouldUseNativeValidation: false,
    });
  const setValue = (name: keyof Values & string, value: string) => {
    const element = elements.get(name);
    if (element && element.value !== value) element.value = value;
    if (current.values[name] !== value) publish({ values: { ...current.values, [name]: value } });
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    register: (name, options) => ({
      name,
      ref: (element) => {
        if (!elements.has(name) || element) elements.set(name, element);
        if (element && element.value !== current.values[name]) element.value = current.values[name] ?? '';
      },
      onChange: (event) => {
        setValue(name, event.target.value);
        options?.onChange?.(event);
        if (!submitted || recheck === 'submit') return;
        void check().then(({ errors }) => {
          const error = (errors as FieldErrors<Values>)[name];
          const { [name]: _, ...others } = current.errors;
          publish({ errors: (error ? { ...others, [name]: error } : others) as FieldErrors<Values> });
        });
      },
    }),
    setValue,
    setFocus: (name) => elements.get(name)?.focus(),
    clearErrors: () => publish({ errors: {} }),
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      submitted = true;
      const result = await check();
      const errors = result.errors as FieldErrors<Values>;
      publish({ errors });
      const first = [...elements.keys()].find((name) => errors[name]);
      if (first) elements.get(first)?.focus();
      else onValid(result.values as Output);
    },
  };
}

/** The form's fields, made once per form, and what the view renders of them. */
export function useFields<Values extends Texts, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaults: () => Values,
  options?: FieldsOptions,
): Fields<Values, Output> & FieldsSnapshot<Values> {
  const [fields] = useState(() => createFields(resolver, defaults(), options));
  const snapshot = useSyncExternalStore(fields.subscribe, fields.snapshot);
  return { ...fields, ...snapshot };
}

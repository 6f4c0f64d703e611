// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { maskPin } from '../../../machines/fields/pin.mask';
import { createFields } from '../../components/form-fields';
import { loginFormResolver } from './login-validation';

const valid = { passserial: 'AA', passnum: '1234567', pin: '12345678901234' };

function form(defaults = { passserial: '', passnum: '', pin: '' }) {
  const fields = createFields(loginFormResolver, defaults);
  const inputs = Object.fromEntries(
    (['passserial', 'passnum', 'pin'] as const).map((name) => {
      const input = document.createElement('input');
      document.body.append(input);
      const registration = fields.register(name, {
        onChange: name === 'pin' ? (event) => fields.setValue('pin', maskPin(event.target.value)) : undefined,
      });
      registration.ref(input);
      return [name, { input, registration }];
    }),
  ) as Record<
    'passserial' | 'passnum' | 'pin',
    { input: HTMLInputElement; registration: ReturnType<typeof fields.register> }
  >;
  const type = (name: keyof typeof inputs, value: string) => {
    inputs[name].input.value = value;
    inputs[name].registration.onChange({ target: inputs[name].input });
  };
  return { fields, inputs, type };
}

describe('the login form’s fields', () => {
  it('start from their defaults, written into the inputs', () => {
    const { fields, inputs } = form({ ...valid, pin: '' });
    expect(fields.snapshot().values).toEqual({ ...valid, pin: '' });
    expect(inputs.passnum.input.value).toBe('1234567');
  });

  it('keep what is typed, as the field’s own change handler masks it', () => {
    const { fields, inputs, type } = form();
    type('pin', '12a3');
    expect(fields.snapshot().values.pin).toBe('123');
    expect(inputs.pin.input.value).toBe('123');
  });

  it('check nothing before the first submission', async () => {
    const { fields, type } = form();
    type('passserial', 'A');
    await Promise.resolve();
    expect(fields.snapshot().errors).toEqual({});
  });

  it('on submission with errors, keep each field’s message, focus the first and submit nothing', async () => {
    const { fields, inputs, type } = form();
    type('passserial', 'AA');
    const onValid = vi.fn();
    await fields.handleSubmit(onValid)({ preventDefault: () => {} });
    const { errors } = fields.snapshot();
    expect(errors.passserial).toBeUndefined();
    expect(errors.passnum?.message).toBeTruthy();
    expect(errors.pin?.message).toBeTruthy();
    expect(document.activeElement).toBe(inputs.passnum.input);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('once submitted, check a field again as it is typed', async () => {
    const { fields, type } = form();
    await fields.handleSubmit(() => {})();
    expect(fields.snapshot().errors.passnum).toBeDefined();
    type('passnum', '1234567');
    await vi.waitFor(() => expect(fields.snapshot().errors.passnum).toBeUndefined());
    expect(fields.snapshot().errors.pin).toBeDefined();
  });

  it('set a value without checking it, and submit the checked credentials', async () => {
    const { fields, inputs } = form();
    const listener = vi.fn();
    fields.subscribe(listener);
    for (const [name, value] of Object.entries(valid)) fields.setValue(name as keyof typeof valid, value);
    expect(inputs.passserial.input.value).toBe('AA');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(fields.snapshot().errors).toEqual({});
    const onValid = vi.fn();
    await fields.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledWith(valid);
    expect(fields.snapshot().errors).toEqual({});
  });
});

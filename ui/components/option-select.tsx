import { NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

/**
 * A native select over `options`, led by an empty choice (value '') worded `empty` when given.
 * `field` wires the select itself: a form registration, or a controlled value and its onChange.
 */
export function OptionSelect({
  field,
  empty,
  options,
  size,
}: {
  field: NativeSelect.FieldProps;
  empty?: string;
  options: readonly Option[];
  size?: 'sm' | 'lg';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

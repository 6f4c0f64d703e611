import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Labelled facts as a description list: a label column and a value column (one column when narrow). */
export function Facts({
  items,
}: {
  items: readonly (readonly [label: string, value: ReactNode, testId?: string])[];
}) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }}
      columnGap="4"
      rowGap="1"
    >
      {items.map(([label, value, testId]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="semibold">
            {label}
          </Text>
          <Text as="dd" data-testid={testId}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

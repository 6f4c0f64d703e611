import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** How large a page's title and intro are: a working page, the home page's hero, a kiosk's touch screen. */
const variants = {
  page: { gap: '1', heading: '2xl', intro: {} },
  hero: { gap: '2', heading: '3xl', intro: { fontSize: 'lg', maxW: '4xl' } },
  kiosk: { gap: '2', heading: '3xl', intro: { fontSize: 'xl' } },
} as const;

/** A page's title, its one h1, over the line that says what the page is for. */
export function PageHeading({
  title,
  intro,
  variant,
}: {
  title: ReactNode;
  intro: ReactNode;
  variant: keyof typeof variants;
}) {
  const { gap, heading, intro: introStyle } = variants[variant];
  return (
    <Stack gap={gap}>
      <Heading as="h1" size={heading}>
        {title}
      </Heading>
      <Text color="fg.muted" {...introStyle}>
        {intro}
      </Text>
    </Stack>
  );
}

/** A titled section of a page: an h2 that names the section for assistive technology too. */
export function PageSection({
  id,
  title,
  gap,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  gap: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap={gap}>
      <Heading as="h2" size="xl" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

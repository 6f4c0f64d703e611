// @vitest-environment happy-dom
import {
  Box,
  Button,
  Card,
  ChakraProvider,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { Landmark } from 'lucide-react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type StaticStyle, staticStyles } from './static-styles';
import { portalSystem } from './system';

afterEach(cleanup);

/** The Emotion class Chakra's component renders with, in the portal's system. */
function chakraClass(element: ReactElement): string {
  const { container } = render(<ChakraProvider value={portalSystem()}>{element}</ChakraProvider>);
  const classes = [...(container.firstElementChild?.classList ?? [])].filter((name) =>
    name.startsWith('css-'),
  );
  expect(classes).toHaveLength(1);
  return classes[0] ?? '';
}

// Decision 111: a plain element with a static class looks as the Chakra component it replaces
// because its class is the one that component gets: Emotion names a class by a hash of its rules.
const cases: [string, () => ReactElement, StaticStyle][] = [
  ['a blue button', () => <Button colorPalette="blue">x</Button>, { recipe: 'button', colorPalette: 'blue' }],
  [
    'a small outline button',
    () => (
      <Button size="sm" variant="outline" colorPalette="blue">
        x
      </Button>
    ),
    { recipe: 'button', variants: { size: 'sm', variant: 'outline' }, colorPalette: 'blue' },
  ],
  [
    'a button a size larger from the sm breakpoint',
    () => (
      <Button size={{ base: 'md', sm: 'lg' }} variant="solid" colorPalette="blue">
        x
      </Button>
    ),
    {
      recipe: 'button',
      variants: { size: { base: 'md', sm: 'lg' }, variant: 'solid' },
      colorPalette: 'blue',
    },
  ],
  [
    'a plain button with its own padding',
    () => (
      <Button variant="plain" size="sm" colorPalette="blue" px="0">
        x
      </Button>
    ),
    { recipe: 'button', variants: { variant: 'plain', size: 'sm' }, colorPalette: 'blue', css: { px: '0' } },
  ],
  [
    'a link with style props',
    () => (
      <Link href="tel:1008" fontWeight="bold" color="red.fg">
        x
      </Link>
    ),
    { recipe: 'link', css: { fontWeight: 'bold', color: 'red.fg' } },
  ],
  [
    'a container',
    () => (
      <Container maxW="7xl" py="3">
        x
      </Container>
    ),
    { recipe: 'container', css: { maxW: '7xl', py: '3' } },
  ],
  [
    'an icon',
    () => <Icon as={Landmark} boxSize="9" color="blue.fg" />,
    { recipe: 'icon', css: { boxSize: '9', color: 'blue.fg' } },
  ],
  [
    'a flex row',
    () => (
      <Flex align="center" gap="4" wrap="wrap" justify="space-between">
        x
      </Flex>
    ),
    {
      css: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: '4',
      },
    },
  ],
  [
    'a horizontal stack',
    () => (
      <HStack gap="4" wrap="wrap">
        x
      </HStack>
    ),
    { css: { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap', gap: '4' } },
  ],
  [
    'a vertical stack',
    () => <Stack gap="0">x</Stack>,
    { css: { display: 'flex', flexDirection: 'column', gap: '0' } },
  ],
  [
    'a responsive text',
    () => (
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
        x
      </Text>
    ),
    { css: { fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' } } },
  ],
  [
    'a heading of a size',
    () => (
      <Heading as="h1" size="3xl">
        x
      </Heading>
    ),
    { recipe: 'heading', variants: { size: '3xl' } },
  ],
  [
    'a stack with responsive direction and alignment and style props',
    () => (
      <Stack
        as="section"
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        align={{ base: 'start', md: 'center' }}
        p="6"
        borderWidth="1px"
      >
        x
      </Stack>
    ),
    {
      css: {
        display: 'flex',
        alignItems: { base: 'start', md: 'center' },
        flexDirection: { base: 'column', md: 'row' },
        gap: '6',
        p: '6',
        borderWidth: '1px',
      },
    },
  ],
  ['a box', () => <Box flex="1">x</Box>, { css: { flex: '1' } }],
  [
    'a responsive grid of columns',
    () => (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
        x
      </SimpleGrid>
    ),
    {
      css: {
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
        listStyleType: 'none',
        gap: '4',
      },
    },
  ],
  [
    'a link box',
    () => <LinkBox as="li">x</LinkBox>,
    {
      css: {
        '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 },
        position: 'relative',
      },
    },
  ],
  [
    'a link overlay',
    () => <LinkOverlay href="/x">x</LinkOverlay>,
    {
      css: {
        position: 'static',
        '&::before': {
          content: "''",
          cursor: 'inherit',
          display: 'block',
          position: 'absolute',
          top: 0,
          left: 0,
          zIndex: 0,
          width: '100%',
          height: '100%',
        },
      },
    },
  ],
  [
    "a card's root",
    () => (
      <Card.Root height="full" variant="outline" _hover={{ borderColor: 'blue.solid' }}>
        x
      </Card.Root>
    ),
    {
      recipe: 'card',
      slot: 'root',
      variants: { variant: 'outline' },
      css: { height: 'full', _hover: { borderColor: 'blue.solid' } },
    },
  ],
];

describe('staticStyles', () => {
  it.each(cases)('gives %s the class of the Chakra component it stands for', (_name, element, style) => {
    const expected = chakraClass(element());
    expect(staticStyles({ part: style }).part).toBe(expected);
  });

  it("gives a card's body the class of Chakra's, with its root's variant", () => {
    const { container } = render(
      <ChakraProvider value={portalSystem()}>
        <Card.Root variant="outline">
          <Card.Body gap="3">x</Card.Body>
        </Card.Root>
      </ChakraProvider>,
    );
    const body = container.querySelector('.chakra-card__body');
    const expected = [...(body?.classList ?? [])].find((name) => name.startsWith('css-'));
    expect(expected).toBeDefined();
    const { part } = staticStyles({
      part: { recipe: 'card', slot: 'body', variants: { variant: 'outline' }, css: { gap: '3' } },
    });
    expect(part).toBe(expected);
  });

  it("inserts each class's rules into the page once, when run in the browser", () => {
    const classes = staticStyles({
      a: { css: { color: 'red.fg', marginInlineStart: '7' } },
      b: { css: { color: 'red.fg', marginInlineStart: '7' } },
    });
    expect(classes.a).toBe(classes.b);
    const rules = [...document.querySelectorAll('style')]
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])])
      .map((rule) => rule.cssText)
      .filter((text) => text.includes(`.${classes.a}`));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('var(--chakra-colors-red-fg)');
  });

  it('refuses a recipe, a slot recipe or a part the system does not have, naming the style', () => {
    expect(() => staticStyles({ card: { recipe: 'no-such-recipe' } })).toThrow(
      'static style card: the system has no recipe no-such-recipe',
    );
    expect(() => staticStyles({ panel: { recipe: 'no-such-recipe', slot: 'root' } })).toThrow(
      'static style panel: the system has no slot recipe no-such-recipe',
    );
    expect(() => staticStyles({ corner: { recipe: 'card', slot: 'corner' } })).toThrow(
      'static style corner: the slot recipe card has no part corner',
    );
  });
});

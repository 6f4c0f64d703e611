// @vitest-environment happy-dom
import { Button, ChakraProvider, Container, Flex, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
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
];

describe('staticStyles', () => {
  it.each(cases)('gives %s the class of the Chakra component it stands for', (_name, element, style) => {
    const expected = chakraClass(element());
    expect(staticStyles({ part: style }).part).toBe(expected);
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

  it('refuses a recipe the system does not have, naming the part', () => {
    expect(() => staticStyles({ card: { recipe: 'no-such-recipe' } })).toThrow(
      'static style card: the system has no recipe no-such-recipe',
    );
  });
});

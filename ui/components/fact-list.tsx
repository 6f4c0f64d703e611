import { chakra, type HTMLChakraProps, useSlotRecipe } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import '../theme/more-recipes';

type Size = 'sm' | 'md' | 'lg';
type Orientation = 'horizontal' | 'vertical';

/**
 * A list of facts (label, then value) that looks as Chakra's DataList does, from its recipe, with
 * plain `div`/`dt`/`dd` inside styled once by the list: a DataList renders three styled components per
 * fact, each resolving its props and styles as it renders, which on a slow phone made a notary's card
 * a long task of its own (decision 110). Only the `dl` is a Chakra component; `css` adds the styles of
 * the parts inside the values, which are plain elements too.
 */
export function FactList({
  size = 'md',
  orientation = 'horizontal',
  children,
  css: partsCss,
  ...rest
}: { size?: Size; orientation?: Orientation; children: ReactNode } & Omit<
  HTMLChakraProps<'dl'>,
  'children'
>) {
  const recipe = useSlotRecipe({ key: 'dataList' });
  const css = useMemo(() => {
    const styles = recipe({ size, orientation });
    return {
      ...styles.root,
      '& > div': styles.item,
      '& > div > dt': styles.itemLabel,
      '& > div > dd': styles.itemValue,
      // A fact whose value is longer than the line goes under its label (Fact's `wrap`).
      '& > div[data-wrap]': { flexWrap: 'wrap' },
    };
  }, [recipe, size, orientation]);
  return (
    <chakra.dl css={partsCss ? [css, partsCss] : css} {...rest}>
      {children}
    </chakra.dl>
  );
}

/** One fact of a FactList; `wrap` lets a long value go under its label instead of past the line. */
export function Fact({
  label,
  children,
  wrap = false,
  valueTestId,
}: {
  label: ReactNode;
  children: ReactNode;
  wrap?: boolean;
  valueTestId?: string;
}) {
  return (
    <div data-wrap={wrap ? '' : undefined}>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}

import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as WouterLink } from 'wouter';

/** A Chakra-styled link that navigates through wouter (history mode, no reload). */
export function RouterLink({ href, children, ...props }: LinkProps & { href: string }) {
  return (
    <ChakraLink asChild {...props}>
      <WouterLink href={href}>{children}</WouterLink>
    </ChakraLink>
  );
}

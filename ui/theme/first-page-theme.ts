/**
 * What the first pages need of Chakra's theme: its tokens and styles, and the recipes of the
 * components they render. In the build this module is replaced by a snapshot of these values
 * (scripts/vite-chakra-theme.ts): imported from Chakra's theme module, every other recipe would be
 * reachable from the entry and so bundled with the first page (decision 029).
 */
export {
  alertSlotRecipe,
  animationStyles,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

import {
  badgeRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes, type Recipes } from './system';

/**
 * The recipes of the components no first page renders (dialogs, menus, toasts, the acts pages'
 * tables, tabs and selects). Imported, for this effect, by each lazily loaded module that renders
 * one, so they arrive with the first such module rather than with the first page (decision 029).
 */
export const moreRecipes: Recipes = {
  recipes: { badge: badgeRecipe, code: codeRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    radioCard: radioCardSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
};

addRecipes(moreRecipes);

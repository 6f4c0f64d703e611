import { Button, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';

/** What a pager reads of a paged list's view (machines/paging/filtered-list.select.ts). */
export interface PagerView {
  page: number;
  pages: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

/**
 * A paged list's previous and next buttons around "page N of M": the texts are the page namespace's
 * `<prefix>previous`, `<prefix>next` and `<prefix>page` (with `page` and `pages`).
 */
export function Pager({
  view,
  t,
  prefix = '',
  onPage,
}: {
  view: PagerView;
  t: TFunction;
  prefix?: string;
  onPage: (page: number) => void;
}) {
  return (
    <HStack>
      <Button
        size="sm"
        variant="outline"
        disabled={!view.canGoPrevious}
        onClick={() => onPage(view.page - 1)}
      >
        {t(`${prefix}previous`)}
      </Button>
      <Text>{t(`${prefix}page`, { page: view.page, pages: view.pages })}</Text>
      <Button size="sm" variant="outline" disabled={!view.canGoNext} onClick={() => onPage(view.page + 1)}>
        {t(`${prefix}next`)}
      </Button>
    </HStack>
  );
}

import { useId } from 'react';

/**
 * A dialog named by its title from its first frame: the title's id chosen here and the content's
 * `aria-labelledby` set to it. Chakra's dialog names itself only once it has seen, a frame after
 * opening, that the title is in the DOM; a dialog mounted open inside its portal could be looked at
 * before that and go unnamed (decision 101).
 */
export function useDialogTitle() {
  const title = useId();
  return { ids: { title }, contentProps: { 'aria-labelledby': title } };
}

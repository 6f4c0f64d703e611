import { Box } from '@chakra-ui/react';
import ActPage from '../features/acts/act-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

// A kiosk is used by touch: every button, tab and action of the act at least 48 px (issue 28).
const kioskTargets = {
  '& button, & [role=tab], & a[role=button]': { minHeight: '48px', minWidth: '48px' },
} as const;

/**
 * /my_notarial_act/{rid} and /enotarial_act/{uuid} (browser and kiosk): one act, addressed either way.
 * On a kiosk its files are printed, not saved (ui/features/acts/act-download.tsx).
 */
export default function ActScreen({ view, kiosk }: ScreenProps) {
  const { rid, uuid } = view.params;
  const page = rid ? <ActPage key={rid} rid={rid} /> : uuid ? <ActPage key={uuid} uuid={uuid} /> : null;
  return kiosk ? <Box css={kioskTargets}>{page}</Box> : page;
}

import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InstructionalVideoIntents,
  type InstructionalVideoView,
  instructionalVideoIntents,
  selectInstructionalVideo,
} from '../../../machines/instructional-video/instructional-video.select';
import { selectInstructionalVideoActor } from '../../../machines/login/login.select';
import { useLoginActor } from '../../app-actor/app-actor';
import { Deferred } from '../../components/deferred';

// The hook, the link and this host are in the first pages' shared code (the auth feature's index),
// so the kiosk's login page adds no chunk of its own for them; the player, its translations and the
// video itself load when the dialog first opens (decision 084).
const InstructionalVideoDialog = lazy(() =>
  import('./instructional-video-dialog').then((m) => ({ default: m.InstructionalVideoDialog })),
);

/** The video dialog's actor (the login's child), its projection and its intents. */
export function useInstructionalVideo(): {
  view: InstructionalVideoView;
  intents: InstructionalVideoIntents;
} {
  const actor = useSelector(useLoginActor(), selectInstructionalVideoActor);
  const view = useSelector(actor, selectInstructionalVideo);
  // Plain functions over the actor's send: nothing to memoise.
  return { view, intents: instructionalVideoIntents(actor.send) };
}

/**
 * The link to the instructional video (section 2), in the browser's login dialog and on the kiosk's
 * login page. The default video is the project's own (it works offline); a configured address
 * (INSTRUCTIONAL_VIDEO_URL) replaces it.
 */
export function InstructionalVideoLink({
  intents,
  kiosk = false,
}: {
  intents: InstructionalVideoIntents;
  kiosk?: boolean;
}) {
  const { t } = useTranslation('login');
  return (
    <Button
      variant="plain"
      colorPalette="blue"
      size={kiosk ? 'xl' : 'md'}
      px="0"
      mt="3"
      onClick={intents.open}
    >
      {t('video.link')}
    </Button>
  );
}

/** The video's dialog: its code loads the first time it opens, then stays mounted to animate out. */
export function InstructionalVideoDialogHost({
  view,
  intents,
}: {
  view: InstructionalVideoView;
  intents: InstructionalVideoIntents;
}) {
  return (
    <Deferred open={view.open}>
      <InstructionalVideoDialog view={view} intents={intents} />
    </Deferred>
  );
}

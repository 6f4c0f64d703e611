import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { homeNoticeMachine } from '../../../machines/home/home-notice.machine';
import { homeNoticeIntents, selectHomeNotice } from '../../../machines/home/home-notice.select';
import { usePageActorRef } from '../../app-actor/page-actor';
import { useLoginView } from '../auth';
import { useSessionView } from '../session';
import { alreadyShown, markShown } from './home-notice-store';

const NoticeDialog = lazy(() => import('./notice-dialog').then((m) => ({ default: m.NoticeDialog })));

const logic = homeNoticeMachine.provide({ actions: { markShown } });

/**
 * Home's notifications dialog (section 2): once per login session, when landing on home. When it may
 * open (the session settled, no login dialog or offer over it) is its statechart's
 * (machines/home/home-notice.machine.ts), told what the session's and the login's projections say.
 */
export function HomeNoticeDialog() {
  const session = useSessionView();
  const login = useLoginView();
  const actor = usePageActorRef(logic, { input: { alreadyShown: alreadyShown() } });
  const { open } = useSelector(actor, selectHomeNotice);
  const notice = homeNoticeIntents(actor.send);
  const { loggedIn, termsDialog, busy } = session;
  const { faceDialogOpen, successOpen, errorOpen, technicalWorkOpen } = login;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene's flags, not the intents' identity.
  useEffect(() => {
    notice.see({
      session: { loggedIn, termsDialog, busy },
      login: { faceDialogOpen, successOpen, errorOpen, technicalWorkOpen },
    });
  }, [loggedIn, termsDialog, busy, faceDialogOpen, successOpen, errorOpen, technicalWorkOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog onClose={notice.close} />
    </Suspense>
  );
}

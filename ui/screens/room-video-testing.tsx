import { useNavigationActor } from '../app-actor/app-actor';
import { useSessionView } from '../features/session';
import RoomVideoTestingPage from '../features/video/room-video-testing-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /room_video_testing: a test room of one through the media server (browser only, login first). */
export default function RoomVideoTestingScreen(_props: ScreenProps) {
  const session = useSessionView();
  const navigation = useNavigationActor();
  return (
    <RoomVideoTestingPage
      loggedIn={session.loggedIn}
      onLogin={() => navigation.send({ type: 'login.requested' })}
    />
  );
}

import { lazy } from 'react';
import { useNavigationActor } from '../app-actor/app-actor';
import { useSessionView } from '../features/session';
import VideoTestingPage from '../features/video/video-testing-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

// The test room's page (WebRTC, the media server) loads only when that route is opened.
const RoomVideoTestingPage = lazy(() => import('../features/video/room-video-testing-page'));

/** /room_video_testing: a test room of one through the media server (login first). */
function RoomVideoTesting() {
  const session = useSessionView();
  const navigation = useNavigationActor();
  return (
    <RoomVideoTestingPage
      loggedIn={session.loggedIn}
      onLogin={() => navigation.send({ type: 'login.requested' })}
    />
  );
}

/**
 * The video checks (browser only): /video_testing, the device and bandwidth checks of a video
 * conference, and /room_video_testing, the test room through the media server.
 */
export default function VideoTestingScreen({ view }: ScreenProps) {
  return view.routeId === 'roomVideoTesting' ? <RoomVideoTesting /> : <VideoTestingPage />;
}

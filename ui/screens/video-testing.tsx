import VideoTestingPage from '../features/video/video-testing-page';
import type { ScreenProps } from './screen-props';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /video_testing: the device and bandwidth checks of a video conference (browser only). */
export default function VideoTestingScreen(_props: ScreenProps) {
  return <VideoTestingPage />;
}

import { writeCameras } from './fake-camera';
import { writeMicrophone } from './fake-microphone';

/** The fake cameras and microphone must exist before any browser with a device flag starts. */
export default async function globalSetup() {
  await writeCameras();
  writeMicrophone();
}

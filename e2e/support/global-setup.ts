import { writeCameras } from './fake-camera';

/** The fake cameras must exist before any browser with a camera flag starts. */
export default async function globalSetup() {
  await writeCameras();
}

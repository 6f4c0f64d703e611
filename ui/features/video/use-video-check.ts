import { useEffect, useState } from 'react';
import { usePageActorRef } from '../../app-actor/page-actor';
import type { SignatureProvider } from './signature-provider';
import { browserVideoCheck, DeviceSession } from './video-check.actors';

/** A phone or tablet: the camera check then asks for a 3:4 portrait picture (section 9). */
export const isMobileDevice = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse) and (max-width: 900px)').matches;

/** The page's own device session, stopped (camera and microphone released) when the page goes. */
export function useDeviceSession(): DeviceSession {
  const [session] = useState(() => new DeviceSession());
  useEffect(() => () => session.stop(), [session]);
  return session;
}

/** `/video_testing`'s readiness check: no signature asked (the page works without login). */
export function useStandaloneVideoCheck(session: DeviceSession, signature?: SignatureProvider) {
  const [logic] = useState(() => browserVideoCheck(session, signature));
  return usePageActorRef(logic, {
    input: { mobile: isMobileDevice(), requireSignature: signature !== undefined },
  });
}

import type { StepName } from '../../ministry/face-id/policy';
import type { Framing } from './attacks';
import type { GenuineVideo } from './liveness-corpus';

/**
 * Which frames of the genuine videos (scripts/support/liveness-corpus.ts: 1-based numbers of the
 * 5-frames-a-second cut) answer each step, as `npm run measure:liveness -- --poses` printed them
 * with the standard policy's thresholds (docs/decisions/068): the server's own rule, against each
 * video's straight pose. A few straight frames each, all the frames of the actions but those that
 * miss their step against a straight pose that three of the centre frames can give (the server takes
 * the median of the centre step's last three): franck's chin-up frames 507 and 509 answered only a
 * straight pitch of 0.9-1.0° or more, his centre frames give 0.9-1.2°, and a loaded CI run timed out
 * on the chin-up step, one frame in three refused (docs/decisions/131). The face-ID tests and the
 * e2e's scripted camera answer challenges with them; a change of the engine or of a threshold that
 * loses one shows there as a refused genuine login.
 */
export const genuinePoses: Record<GenuineVideo['name'], Record<StepName, number[]>> = {
  franck: {
    center: [447, 444, 631, 445, 632, 446],
    turnLeft: [
      55, 365, 574, 575, 800, 801, 802, 803, 804, 805, 806, 840, 841, 842, 843, 844, 845, 846, 847, 848, 849,
    ],
    turnRight: [227, 228],
    chinUp: [508],
    chinDown: [797, 798, 799, 800, 837],
    eyesClosed: [
      35, 47, 48, 49, 50, 51, 52, 53, 56, 226, 241, 258, 290, 291, 368, 404, 503, 552, 796, 838, 922, 934,
      977,
    ],
  },
  'audun-1': {
    center: [95, 5, 131, 94, 96, 130],
    turnLeft: [99, 100, 101, 102],
    turnRight: [106, 107],
    chinUp: [122, 123, 124, 125],
    chinDown: [115, 116, 117],
    eyesClosed: [],
  },
  'audun-2': {
    center: [27, 28, 146, 26, 29, 145],
    turnLeft: [109],
    turnRight: [101, 102, 103, 104, 113, 114, 115],
    chinUp: [],
    chinDown: [],
    eyesClosed: [],
  },
};

/** Where the face is in franck's first straight frame (the detector's box: 415 px wide at 159, 62). */
export const franckFraming: Framing = { faceX: 366.5, faceY: 269.5, faceWidth: 415 };

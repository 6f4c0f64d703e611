import type { Resolvers } from '../generated/resolvers-types.js';
import { acceptOffer } from './Mutation/acceptOffer.js';
import { authenticate } from './Mutation/authenticate.js';
import { logout } from './Mutation/logout.js';
import { precheck } from './Mutation/precheck.js';
import { refuseOffer } from './Mutation/refuseOffer.js';
import { sendLivenessFrame } from './Mutation/sendLivenessFrame.js';
import { actTypes } from './Query/actTypes.js';
import { checkToken } from './Query/checkToken.js';
import { clientConfig } from './Query/clientConfig.js';
import { health } from './Query/health.js';
import { me } from './Query/me.js';
import { notaryOffices } from './Query/notaryOffices.js';
import { notifications } from './Query/notifications.js';
import { regions } from './Query/regions.js';
import { liveness } from './Subscription/liveness.js';
import { ministryStatus } from './Subscription/ministryStatus.js';

export const resolvers: Resolvers = {
  Query: { health, regions, actTypes, notaryOffices, checkToken, me, notifications, clientConfig },
  Mutation: { precheck, authenticate, acceptOffer, refuseOffer, logout, sendLivenessFrame },
  Subscription: { ministryStatus, liveness },
};

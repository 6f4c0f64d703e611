import type { Resolvers } from '../generated/resolvers-types.js';
import { acceptOffer } from './Mutation/acceptOffer.js';
import { answerInvitation } from './Mutation/answerInvitation.js';
import { authenticate } from './Mutation/authenticate.js';
import { createAct } from './Mutation/createAct.js';
import { joinVideo } from './Mutation/joinVideo.js';
import { leaveVideo } from './Mutation/leaveVideo.js';
import { logout } from './Mutation/logout.js';
import { payInvoice } from './Mutation/payInvoice.js';
import { precheck } from './Mutation/precheck.js';
import { refuseOffer } from './Mutation/refuseOffer.js';
import { sandboxSign } from './Mutation/sandboxSign.js';
import { sendActEvent } from './Mutation/sendActEvent.js';
import { sendLivenessFrame } from './Mutation/sendLivenessFrame.js';
import { setActNotary } from './Mutation/setActNotary.js';
import { setActOtherSubject } from './Mutation/setActOtherSubject.js';
import { setActPartyPhone } from './Mutation/setActPartyPhone.js';
import { setActRealEstate } from './Mutation/setActRealEstate.js';
import { setActVehiclePrice } from './Mutation/setActVehiclePrice.js';
import { videoChallenge } from './Mutation/videoChallenge.js';
import { videoPublish } from './Mutation/videoPublish.js';
import { videoRoomCommand } from './Mutation/videoRoomCommand.js';
import { videoSubscribe } from './Mutation/videoSubscribe.js';
import { videoTestLeave } from './Mutation/videoTestLeave.js';
import { videoTestPublish } from './Mutation/videoTestPublish.js';
import { videoTestSubscribe } from './Mutation/videoTestSubscribe.js';
import { act } from './Query/act.js';
import { actFee } from './Query/actFee.js';
import { actTypes } from './Query/actTypes.js';
import { actUuid } from './Query/actUuid.js';
import { checkToken } from './Query/checkToken.js';
import { clientConfig } from './Query/clientConfig.js';
import { health } from './Query/health.js';
import { inheritanceCases } from './Query/inheritanceCases.js';
import { invitation } from './Query/invitation.js';
import { me } from './Query/me.js';
import { myActs } from './Query/myActs.js';
import { notarialActCheck } from './Query/notarialActCheck.js';
import { notaries } from './Query/notaries.js';
import { notaryOffices } from './Query/notaryOffices.js';
import { notaryQueue } from './Query/notaryQueue.js';
import { notifications } from './Query/notifications.js';
import { proxyCheck } from './Query/proxyCheck.js';
import { realEstateBanCheck } from './Query/realEstateBanCheck.js';
import { regions } from './Query/regions.js';
import { smsOutbox } from './Query/smsOutbox.js';
import { vehicleBanCheck } from './Query/vehicleBanCheck.js';
import { vehicleLookup } from './Query/vehicleLookup.js';
import { videoAttendance } from './Query/videoAttendance.js';
import { videoRecordings } from './Query/videoRecordings.js';
import { actChanged } from './Subscription/actChanged.js';
import { liveness } from './Subscription/liveness.js';
import { ministryStatus } from './Subscription/ministryStatus.js';
import { videoRoom } from './Subscription/videoRoom.js';

export const resolvers: Resolvers = {
  Query: {
    health,
    regions,
    actTypes,
    notaryOffices,
    notaries,
    checkToken,
    me,
    notifications,
    clientConfig,
    myActs,
    act,
    actFee,
    actUuid,
    vehicleLookup,
    notaryQueue,
    invitation,
    smsOutbox,
    videoAttendance,
    videoRecordings,
    notarialActCheck,
    proxyCheck,
    inheritanceCases,
    vehicleBanCheck,
    realEstateBanCheck,
  },
  Mutation: {
    videoChallenge,
    joinVideo,
    leaveVideo,
    sandboxSign,
    videoPublish,
    videoSubscribe,
    videoRoomCommand,
    videoTestPublish,
    videoTestSubscribe,
    videoTestLeave,
    precheck,
    authenticate,
    acceptOffer,
    refuseOffer,
    logout,
    sendLivenessFrame,
    createAct,
    sendActEvent,
    setActNotary,
    setActPartyPhone,
    setActRealEstate,
    setActOtherSubject,
    setActVehiclePrice,
    payInvoice,
    answerInvitation,
  },
  Subscription: { ministryStatus, liveness, actChanged, videoRoom },
};

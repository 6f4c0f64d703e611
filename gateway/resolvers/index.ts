import type { Resolvers } from '../generated/resolvers-types.js';
import { acceptOffer } from './Mutation/acceptOffer.js';
import { answerInvitation } from './Mutation/answerInvitation.js';
import { authenticate } from './Mutation/authenticate.js';
import { bookEqueue } from './Mutation/bookEqueue.js';
import { changeProfileEmail } from './Mutation/changeProfileEmail.js';
import { changeUser } from './Mutation/changeUser.js';
import { completeKioskEnrolment } from './Mutation/completeKioskEnrolment.js';
import { confirmPhoneCode } from './Mutation/confirmPhoneCode.js';
import { createAct } from './Mutation/createAct.js';
import { decideRoleGrant } from './Mutation/decideRoleGrant.js';
import { enrolKiosk } from './Mutation/enrolKiosk.js';
import { equeueCheckIn } from './Mutation/equeueCheckIn.js';
import { equeueTakeNumber } from './Mutation/equeueTakeNumber.js';
import { hideReview } from './Mutation/hideReview.js';
import { identifyKiosk } from './Mutation/identifyKiosk.js';
import { joinVideo } from './Mutation/joinVideo.js';
import { keepReview } from './Mutation/keepReview.js';
import { kioskNonce } from './Mutation/kioskNonce.js';
import { leaveVideo } from './Mutation/leaveVideo.js';
import { logout } from './Mutation/logout.js';
import { logoutOtherSessions } from './Mutation/logoutOtherSessions.js';
import { payInvoice } from './Mutation/payInvoice.js';
import { precheck } from './Mutation/precheck.js';
import { refuseOffer } from './Mutation/refuseOffer.js';
import { reportReview } from './Mutation/reportReview.js';
import { requestBankOrder } from './Mutation/requestBankOrder.js';
import { requestPhoneCode } from './Mutation/requestPhoneCode.js';
import { rescheduleEqueue } from './Mutation/rescheduleEqueue.js';
import { restoreReview } from './Mutation/restoreReview.js';
import { reviewNotary } from './Mutation/reviewNotary.js';
import { revokeKiosk } from './Mutation/revokeKiosk.js';
import { sandboxSign } from './Mutation/sandboxSign.js';
import { sendActEvent } from './Mutation/sendActEvent.js';
import { sendEqueueAction } from './Mutation/sendEqueueAction.js';
import { sendLivenessFrame } from './Mutation/sendLivenessFrame.js';
import { setActGeneral } from './Mutation/setActGeneral.js';
import { setActNotary } from './Mutation/setActNotary.js';
import { setActOtherSubject } from './Mutation/setActOtherSubject.js';
import { setActPartyPhone } from './Mutation/setActPartyPhone.js';
import { setActRealEstate } from './Mutation/setActRealEstate.js';
import { setActVehiclePrice } from './Mutation/setActVehiclePrice.js';
import { setBaseAmount } from './Mutation/setBaseAmount.js';
import { setBrowserTraceConsent } from './Mutation/setBrowserTraceConsent.js';
import { setDutyNotary } from './Mutation/setDutyNotary.js';
import { setPersonalDataConsent } from './Mutation/setPersonalDataConsent.js';
import { simulateBankTransfer } from './Mutation/simulateBankTransfer.js';
import { updateActTypeName } from './Mutation/updateActTypeName.js';
import { updateCatalogueTexts } from './Mutation/updateCatalogueTexts.js';
import { updateDistrictName } from './Mutation/updateDistrictName.js';
import { updateOffice } from './Mutation/updateOffice.js';
import { updateRegionName } from './Mutation/updateRegionName.js';
import { uploadBrowserTrace } from './Mutation/uploadBrowserTrace.js';
import { videoChallenge } from './Mutation/videoChallenge.js';
import { videoPublish } from './Mutation/videoPublish.js';
import { videoRoomCommand } from './Mutation/videoRoomCommand.js';
import { videoSubscribe } from './Mutation/videoSubscribe.js';
import { videoTestLeave } from './Mutation/videoTestLeave.js';
import { videoTestPublish } from './Mutation/videoTestPublish.js';
import { videoTestSubscribe } from './Mutation/videoTestSubscribe.js';
import { act } from './Query/act.js';
import { actBrowserTraces } from './Query/actBrowserTraces.js';
import { actFee } from './Query/actFee.js';
import { actStatistics } from './Query/actStatistics.js';
import { actTypes } from './Query/actTypes.js';
import { actUuid } from './Query/actUuid.js';
import { adminUser } from './Query/adminUser.js';
import { adminUsers } from './Query/adminUsers.js';
import { analystAct } from './Query/analystAct.js';
import { analystActTrace } from './Query/analystActTrace.js';
import { browserTraceReplay } from './Query/browserTraceReplay.js';
import { browserTracing } from './Query/browserTracing.js';
import { catalogue } from './Query/catalogue.js';
import { catalogueEntry } from './Query/catalogueEntry.js';
import { checkToken } from './Query/checkToken.js';
import { clientConfig } from './Query/clientConfig.js';
import { dictionaries } from './Query/dictionaries.js';
import { dictionaryJournal } from './Query/dictionaryJournal.js';
import { directoryNotary } from './Query/directoryNotary.js';
import { dutyRota } from './Query/dutyRota.js';
import { equeueBookings } from './Query/equeueBookings.js';
import { equeueSlots } from './Query/equeueSlots.js';
import { equeueToday } from './Query/equeueToday.js';
import { feeQuote } from './Query/feeQuote.js';
import { health } from './Query/health.js';
import { inheritanceCases } from './Query/inheritanceCases.js';
import { invitation } from './Query/invitation.js';
import { kiosks } from './Query/kiosks.js';
import { me } from './Query/me.js';
import { myActs } from './Query/myActs.js';
import { notarialActCheck } from './Query/notarialActCheck.js';
import { notaries } from './Query/notaries.js';
import { notaryAvailability } from './Query/notaryAvailability.js';
import { notaryDirectory } from './Query/notaryDirectory.js';
import { notaryDirectoryOffices } from './Query/notaryDirectoryOffices.js';
import { notaryOffices } from './Query/notaryOffices.js';
import { notaryQueue } from './Query/notaryQueue.js';
import { notaryReviews } from './Query/notaryReviews.js';
import { notaryViewer } from './Query/notaryViewer.js';
import { noticeHtml } from './Query/noticeHtml.js';
import { notifications } from './Query/notifications.js';
import { profile } from './Query/profile.js';
import { profileLookups } from './Query/profileLookups.js';
import { profileReviews } from './Query/profileReviews.js';
import { profileSessions } from './Query/profileSessions.js';
import { proxyCheck } from './Query/proxyCheck.js';
import { realEstateBanCheck } from './Query/realEstateBanCheck.js';
import { regions } from './Query/regions.js';
import { reviewModeration } from './Query/reviewModeration.js';
import { smsOutbox } from './Query/smsOutbox.js';
import { stuckActs } from './Query/stuckActs.js';
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
    dutyRota,
    kiosks,
    equeueBookings,
    equeueSlots,
    equeueToday,
    adminUser,
    adminUsers,
    analystAct,
    analystActTrace,
    stuckActs,
    profile,
    profileLookups,
    profileReviews,
    profileSessions,
    health,
    catalogue,
    catalogueEntry,
    feeQuote,
    dictionaries,
    dictionaryJournal,
    regions,
    actTypes,
    notaryOffices,
    notaries,
    notaryAvailability,
    notaryDirectory,
    notaryDirectoryOffices,
    directoryNotary,
    notaryReviews,
    notaryViewer,
    reviewModeration,
    checkToken,
    me,
    noticeHtml,
    notifications,
    clientConfig,
    myActs,
    act,
    actBrowserTraces,
    browserTraceReplay,
    browserTracing,
    actFee,
    actStatistics,
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
    completeKioskEnrolment,
    enrolKiosk,
    identifyKiosk,
    kioskNonce,
    revokeKiosk,
    setDutyNotary,
    setBrowserTraceConsent,
    uploadBrowserTrace,
    bookEqueue,
    equeueCheckIn,
    equeueTakeNumber,
    rescheduleEqueue,
    sendEqueueAction,
    changeUser,
    decideRoleGrant,
    changeProfileEmail,
    requestPhoneCode,
    confirmPhoneCode,
    setPersonalDataConsent,
    logoutOtherSessions,
    updateActTypeName,
    updateCatalogueTexts,
    updateRegionName,
    updateDistrictName,
    updateOffice,
    setBaseAmount,
    reviewNotary,
    reportReview,
    hideReview,
    restoreReview,
    keepReview,
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
    setActGeneral,
    setActOtherSubject,
    setActVehiclePrice,
    payInvoice,
    requestBankOrder,
    simulateBankTransfer,
    answerInvitation,
  },
  Subscription: { ministryStatus, liveness, actChanged, videoRoom },
};

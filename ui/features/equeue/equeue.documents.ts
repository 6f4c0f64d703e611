import { graphql } from '../../gql';

/** The appointment queue (/equeue, /kiosk/equeue and the notary's day), decision 057. */

export const EqueueBookingFields = graphql(`
  fragment EqueueBookingFields on EqueueBooking {
    id
    typeid
    regdate
    notary {
      id
      name {
        oz
        uz
        ru
      }
    }
    office {
      id
      name {
        oz
        uz
        ru
      }
      address {
        oz
        uz
        ru
      }
    }
    equeuetime
    notaryaction {
      oz
      uz
      ru
    }
    updtime
    state
    regtime
    phone
    email
    description
    queueNumber
    tab
    stateKey
    lateNotice
    canCancel
    canReschedule
    canCheckIn
  }
`);

export const EqueueSlotsQuery = graphql(`
  query EqueueSlots($officeId: Int!, $notaryId: Int, $date: String!) {
    equeueSlots(officeId: $officeId, notaryId: $notaryId, date: $date) {
      date
      closed
      slots {
        start
        notaryId
      }
    }
  }
`);

export const EqueueBookingsQuery = graphql(`
  query EqueueBookings($tab: EqueueTab!, $page: Int, $size: Int) {
    equeueBookings(tab: $tab, page: $page, size: $size) {
      total
      page
      size
      items {
        ...EqueueBookingFields
      }
    }
  }
`);

export const EqueueTodayQuery = graphql(`
  query EqueueToday {
    equeueToday {
      day
      onDuty
      bookings {
        booking {
          ...EqueueBookingFields
        }
        canMarkServed
        canMarkMissed
      }
      generalQueue {
        number
        state
        bookingId
      }
    }
  }
`);

export const BookEqueueMutation = graphql(`
  mutation BookEqueue($input: EqueueBookingInput!) {
    bookEqueue(input: $input) {
      ...EqueueBookingFields
    }
  }
`);

export const SendEqueueActionMutation = graphql(`
  mutation SendEqueueAction($bookingId: Int!, $action: EqueueBookingAction!) {
    sendEqueueAction(bookingId: $bookingId, action: $action) {
      ...EqueueBookingFields
    }
  }
`);

export const RescheduleEqueueMutation = graphql(`
  mutation RescheduleEqueue($bookingId: Int!, $slot: EqueueSlotInput!) {
    rescheduleEqueue(bookingId: $bookingId, slot: $slot) {
      ...EqueueBookingFields
    }
  }
`);

/** The enrolled kiosk's check-in, signed (decision 070): the number, nothing else. */
export const EqueueCheckInMutation = graphql(`
  mutation EqueueCheckIn($passserial: String!, $passnum: String!, $proof: KioskProofInput!) {
    equeueCheckIn(passserial: $passserial, passnum: $passnum, proof: $proof) {
      number
    }
  }
`);

export const EqueueTakeNumberMutation = graphql(`
  mutation EqueueTakeNumber($proof: KioskProofInput!) {
    equeueTakeNumber(proof: $proof) {
      officeId
      day
      number
    }
  }
`);

/** The booking wizard's first choices: the offices and the services (act types; a consultation is the page's own). */
export const EqueueReferenceQuery = graphql(`
  query EqueueReference {
    notaryOffices {
      id
      regionId
      name {
        oz
        uz
        ru
      }
      address {
        oz
        uz
        ru
      }
    }
    actTypes {
      id
      name {
        oz
        uz
        ru
      }
    }
  }
`);

/** The office's notaries: those of its region, the office's own kept by the page. */
export const EqueueNotariesQuery = graphql(`
  query EqueueNotaries($regionId: Int) {
    notaries(regionId: $regionId) {
      id
      name {
        oz
        uz
        ru
      }
      office {
        id
      }
    }
  }
`);

/**
 * What a kiosk knows of itself once enrolled (decision 070): its id, where it stands and the office it
 * serves, as the ministry answered the enrolment and answers every proven identification.
 */

export interface LocalizedName {
  oz: string;
  uz: string;
  ru: string;
}

export interface KioskIdentity {
  kioskId: number;
  label: string;
  office: { id: number; name: LocalizedName };
}

/**
 * The ministry does not recognise this kiosk for a kiosk-only operation (no proof, a proof refused, a
 * revoked kiosk) or refused an enrolment code: the UI's actors throw it with the ministry's message,
 * in the user's language, or null for the page's own words.
 */
export class KioskRefused extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'kiosk refused');
    this.name = 'KioskRefused';
  }
}

/** What a refused call keeps for the page: the ministry's message, or null for the generic one. */
export const messageOf = (error: unknown) =>
  error instanceof KioskRefused
    ? error.reason
    : error instanceof Error && error.message
      ? error.message
      : null;

import type { Passport } from '../models/login-dialog.model';

/**
 * Seeded applicants (docs/sandbox.md) and which spec uses whom. Failed attempts are limited per
 * passport and per client address, and logging in changes termsofuse, so each spec has its own.
 */
export const people = {
  /** Browser login, offer, logout, Disagree (registry photo: astronaut). */
  rahimova: { passserial: 'AB', passnum: '1000002', pin: '42309929990022' },
  /** Kiosk login with seeded notifications (astronaut). */
  yusupova: { passserial: 'AD', passnum: '1000004', pin: '60506019990044' },
  /** Registry photograph of another person (grace_hopper) in front of the astronaut camera. */
  nazarova: { passserial: 'AA', passnum: '1000006', pin: '40803959990066' },
  /** No-face camera: never reaches auth. The searches spec logs him in once in a browser and once on a kiosk (astronaut). */
  karimov: { passserial: 'AA', passnum: '1000001', pin: '31204889990011' },
  /** Two-faces camera. */
  tursunov: { passserial: 'AC', passnum: '1000003', pin: '33001799990033' },
  /**
   * Token expiry, then login back to the kept redirect target; the video room's buyer, on a kiosk; the
   * Russian kiosk user of kiosk-acts.spec.ts (astronaut).
   */
  ergashev: { passserial: 'KA', passnum: '1000005', pin: '31711859990055' },
  /**
   * Tursunov's wife: accepts his kiosk spouse consent in a browser, escorts their son; applies for the
   * translation the statistics spec registers (grace_hopper).
   */
  zarina: { passserial: 'AC', passnum: '1000013', pin: '41907849990133' },
  /** Notary of office 10 (Samarkand): the automatic notary of Rahimova's acts (grace_hopper). */
  xolmatov: { passserial: 'AC', passnum: '1000008', pin: '31402709990088' },
  /**
   * The video room: sells 01K800KK to Ergashev by video; kiosk-acts.spec.ts: makes out powers of
   * attorney to Hasanov and Ergashev (astronaut).
   */
  qosimova: { passserial: 'AE', passnum: '1000012', pin: '40205689990122' },
  /** Notary of office 1 (Tashkent): the video room's notary, chosen by hand (astronaut). */
  abdullayeva: { passserial: 'AB', passnum: '1000007', pin: '42107759990077' },
  /** Notary of office 2 (Tashkent): registers Tursunova's translation for the statistics (kiosk login, grace_hopper). */
  tojiyev: { passserial: 'AE', passnum: '1000011', pin: '30910819990111' },
  /**
   * The notary directory: reviews his seeded registered act with Tojiyev; kiosk-acts.spec.ts: the Latin
   * Uzbek kiosk user (astronaut).
   */
  hasanov: { passserial: 'AF', passnum: '1000052', pin: '32309879990522' },
  /**
   * The administrator: /update_dict in dictionaries.spec.ts, /admin/users in admin-users.spec.ts,
   * /admin/kiosks in kiosks.spec.ts (where he also stands in for a citizen at the kiosk) and the kiosk
   * enrolled for equeue.spec.ts (astronaut).
   */
  saidov: { passserial: 'AD', passnum: '1000009', pin: '30112839990099' },
  /**
   * The second administrator (decision 072): approves Saidov's grant of the administrator role in
   * admin-users.spec.ts (astronaut); nobody else logs her in.
   */
  yoldosheva: { passserial: 'AG', passnum: '1000093', pin: '41704869990933' },
  /** An applicant: found and made an analyst by the administrator, refused /admin/users (grace_hopper). */
  sobirova: { passserial: 'AF', passnum: '1000051', pin: '41104909990511' },
  /**
   * The profile: changes her phone with the SMS code and withdraws her consent; her video act's tab then
   * refuses her (astronaut); nobody else logs her in.
   */
  xolmirzayeva: { passserial: 'AG', passnum: '1000071', pin: '41403929990711' },
  /** The equeue: books a slot at office 1 in the wizard, cancels it, axe on /equeue (astronaut); nobody else logs her in. */
  aliyeva: { passserial: 'AG', passnum: '1000061', pin: '41206919990611' },
  /** The kiosk equeue: checks in his seeded booking of today by passport (astronaut); nobody else logs him in. */
  usmonov: { passserial: 'AG', passnum: '1000062', pin: '32501869990622' },
  /** The equeue reminder: her seeded booking of tomorrow's SMS reminder in her notification list (astronaut). */
  sharipova: { passserial: 'AG', passnum: '1000063', pin: '40308949990633' },
  /** The analyst: the stuck acts list and the seeded stuck act's replay in analysts.spec.ts, the lifecycle act's replay in acts-lifecycle.spec.ts (astronaut). */
  qodirov: { passserial: 'AG', passnum: '1000091', pin: '32106889990911' },
  /** The kiosk left idle (kiosk-idle.spec.ts): warned, kept, then logged out and wiped (astronaut); nobody else logs him in. */
  rashidov: { passserial: 'AG', passnum: '1000072', pin: '33007859990722' },
  /**
   * Browser traces: logs in and creates a general power of attorney in a traced session; the
   * administrator then makes her an analyst so she reads her own trace back (astronaut); nobody else
   * logs her in.
   */
  mirzayeva: { passserial: 'AG', passnum: '1000092', pin: '40903949990922' },
} satisfies Record<string, Passport>;

/**
 * A client address of its own (RFC 5737 documentation ranges). The gateway reads X-Forwarded-For only
 * from a trusted proxy; the e2e portal trusts loopback (TRUSTED_PROXIES in playwright.config.ts), which
 * the e2e browser is, so specs that fail attempts on purpose do not eat into each other's per-address
 * limit (10 per 15 minutes).
 */
export const clientAddress = (spec: 'precheck' | 'rateLimit' | 'mismatch') =>
  ({ precheck: '192.0.2.10', rateLimit: '198.51.100.11', mismatch: '203.0.113.12' })[spec];

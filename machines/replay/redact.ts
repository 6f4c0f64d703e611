/**
 * What analysts' views and exports may show of a trace (issue 14, decision 060): everything but a
 * person. Pure and deep: a key that names personal data loses its value; a free-text note of a
 * notary (a remark, a reason) is dropped whole, since it may name anybody; any other text loses
 * whatever looks like a PIN, a passport, a phone number or an image. Ids (users, parties,
 * invoices, files) stay: they are the ministry's own numbers and what an analyst follows.
 */

import { pinLength } from '../fields/pin.mask';
import { outsideUuids, redacted } from '../fields/tokens';

export { redacted };

/** Keys whose value is a person's data, a secret, a picture or free text about people. */
const personalKey =
  /^(pin|pinfl|passport|passserial|passnum|passportNumber|passportSeries|phone|clientPhone|fio|fullname|fullName|surname|name|lastname|firstName|lastName|middleName|patronymic|birthdate|birthDate|address|regaddress|actaddress|email|photo|face|faceImage|image|bestShot|frame|frames|token|accessToken|refreshToken|password|remark|reason|text|comment|cardNumber|card|inn)$/i;

/** A key path as the journal's data_change writes it (`party.12.phone`, `vehicle.price`): its last part. */
const lastPart = (key: string) => key.slice(key.lastIndexOf('.') + 1);

const patterns: RegExp[] = [
  // An image as a data URL (a camera frame, a best shot).
  /data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+/gi,
  // PINFL: its length of digits (machines/fields/pin.mask.ts).
  new RegExp(`(?<![0-9A-Za-z-])[0-9]{${pinLength}}(?![0-9A-Za-z-])`, 'g'),
  // Passport: two Latin letters and seven digits, a space allowed between.
  /(?<![A-Za-z])[A-Za-z]{2}\s?[0-9]{7}(?![0-9])/g,
  // Phone: +998 and nine digits, spaces, dashes or brackets between; or nine to twelve digits in a row.
  /\+?998[\s\-()]*[0-9]{2}[\s\-()]*[0-9]{3}[\s-]*[0-9]{2}[\s-]*[0-9]{2}/g,
  // (Not inside a uuid or another id: its digit runs sit between letters and hyphens.)
  /(?<![0-9A-Za-z-])[0-9]{9,12}(?![0-9A-Za-z-])/g,
];

function redactPlain(text: string): string {
  let out = text;
  for (const pattern of patterns) out = out.replace(pattern, redacted);
  return out;
}

/**
 * A text with every PIN, passport, phone number and image in it replaced. The uuids in it are kept
 * whole (outsideUuids): a trace that lost its act's uuid lost its link to the act.
 */
export function redactText(text: string): string {
  return outsideUuids(text, redactPlain);
}

/** `value` with personal data removed (see the module comment); the input is never changed. */
export function redact<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(walk);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      personalKey.test(lastPart(key)) && inner !== null && inner !== undefined ? redacted : walk(inner);
  }
  return out;
}

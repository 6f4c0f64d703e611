import { describe, expect, it } from 'vitest';
import { subjectEditInput, subjectFormValues } from './subject-edit';

// A stored subject (sums in tiyin) shown in the creation form's inputs and sent back in so'm, judged by
// the registry's own subject schema (decision 041).
const stored = {
  id: '7',
  cadastreNumber: '11:14:04:01:01:1630',
  cadastreType: 'residential',
  objectName: null,
  street: 'Nukus',
  area: 64.25,
  rooms: 3,
  price: 90_000_000_050,
};

describe('a subject corrected in preparation', () => {
  it('shows a real estate as typed text and sends it back unchanged, in so’m', () => {
    const values = subjectFormValues(105, 'realEstate', stored);
    expect(values).toMatchObject({
      cadastreNumber: '11:14:04:01:01:1630',
      cadastreType: 'residential',
      objectName: '',
      street: 'Nukus',
      area: '64,25',
      rooms: '3',
      price: '900 000 000,5',
    });
    expect(values).not.toHaveProperty('id');
    expect(subjectEditInput(105, 'realEstate', values)).toEqual({
      ok: true,
      input: {
        cadastreNumber: '11:14:04:01:01:1630',
        cadastreType: 'residential',
        street: 'Nukus',
        area: 64.25,
        rooms: 3,
        price: 900_000_000.5,
      },
    });
  });

  it('answers the registry’s keys at the subject’s paths', () => {
    const values = subjectFormValues(105, 'realEstate', stored);
    const check = subjectEditInput(105, 'realEstate', { ...values, cadastreType: '', rooms: '2,5' });
    expect(check).toEqual({
      ok: false,
      issues: [
        { path: 'cadastreType', messageKey: 'error_required_cadastre_type' },
        { path: 'rooms', messageKey: expect.stringMatching(/^error_/) },
      ],
    });
  });

  it('takes only the other subject fields the type asks for, shares as share and recipient', () => {
    const values = subjectFormValues(4, 'other', {
      id: '3',
      ownershipBasis: 'Shartnoma',
      shares: [{ share: { numerator: 1, denominator: 2 }, recipientPin: '31234567890123' }],
      paymentMethod: 'cash',
    });
    expect(values).toEqual({
      ownershipBasis: 'Shartnoma',
      shares: [{ numerator: '1', denominator: '2', recipientPin: '31234567890123' }],
    });
    expect(subjectEditInput(4, 'other', values)).toEqual({
      ok: true,
      input: {
        ownershipBasis: 'Shartnoma',
        shares: [{ share: { numerator: 1, denominator: 2 }, recipientPin: '31234567890123' }],
      },
    });
    const bad = subjectEditInput(4, 'other', {
      ...values,
      shares: [{ numerator: '3', denominator: '2', recipientPin: '1' }],
    });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['shares.0.recipientPin']),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { actAnalystView } from './act.replay';
import { type AnalystView, viewContext, viewDiff, viewEvent, viewValue } from './analyst-view';

// What analysts see is built from an allow-list (decision 067): unlisted keys are dropped, listed
// values must be of their kind, and context differences are read key by key like a snapshot.

const view: AnalystView = {
  context: {
    partyId: 'id',
    step: 'word',
    count: 'count',
    open: 'flag',
    page: 'path',
    note: 'withheld',
    visit: { fields: { date: 'date', time: 'time' } },
    parties: { items: { fields: { id: 'id', status: 'word' } } },
  },
  events: { 'form.sent': { partyId: 'id' } },
  eventTypes: new Set(['form.sent']),
};

describe('the analysts’ allow-list', () => {
  it('keeps a value of its kind and withholds any other', () => {
    expect(viewValue('id', '12')).toBe('12');
    expect(viewValue('id', 'NA-2026-000014')).toBe('NA-2026-000014');
    expect(viewValue('id', 'Valiyeva Nigora')).toBe('[redacted]');
    // A PIN is digits too, but no id of ours is one.
    expect(viewValue('id', '42309929990022')).toBe('[redacted]');
    expect(viewValue('word', 'act.sentForCheck')).toBe('act.sentForCheck');
    expect(viewValue('word', 'the buyer said no')).toBe('[redacted]');
    expect(viewValue('count', '5')).toBe('[redacted]');
    expect(viewValue('flag', 'true')).toBe('[redacted]');
    expect(viewValue('date', '2030-05-14')).toBe('2030-05-14');
    expect(viewValue('time', '10:30')).toBe('10:30');
    expect(viewValue('path', '/enotarial_act/-1?pin=42309929990022&passnum=1000002')).toBe(
      '/enotarial_act/-1',
    );
    expect(viewValue('withheld', 'the price does not match')).toBe('[redacted]');
    expect(viewValue('withheld', null)).toBeNull();
  });

  it('drops every key the list does not name, in a context and in its differences alike', () => {
    const context = {
      partyId: '3',
      step: 'review',
      count: 2,
      open: true,
      page: '/my_notarial_act/14?phone=901234567',
      note: 'AB 1234567 does not match',
      visit: { date: '2030-05-14', time: '10:30', address: 'Nukus ko‘chasi 30' },
      parties: [{ id: '3', status: 'accepted', phone: '901234567', name: 'Rahimova' }],
      passport: 'AB1234567',
      found: { make: 'Chevrolet', owner: 'Rahimova' },
    };
    const seen = {
      partyId: '3',
      step: 'review',
      count: 2,
      open: true,
      page: '/my_notarial_act/14',
      note: '[redacted]',
      visit: { date: '2030-05-14', time: '10:30' },
      parties: [{ id: '3', status: 'accepted' }],
    };
    expect(viewContext(view, context)).toEqual(seen);
    const diff = Object.entries(context).map(([key, after]) => ({ key, before: null, after }));
    expect(viewDiff(view, diff)).toEqual(
      Object.entries(seen).map(([key, after]) => ({ key, before: null, after })),
    );
  });

  it('shows an event’s type, actor and listed fields, and only a type its machine knows', () => {
    expect(
      viewEvent(view, {
        type: 'form.sent',
        actor: { role: 'applicant', userId: '7', name: 'Rahimova' },
        partyId: '3',
        remark: 'free text',
      }),
    ).toEqual({ type: 'form.sent', actor: { role: 'applicant', userId: '7' }, partyId: '3' });
    expect(viewEvent(view, { type: 'Rahimova', partyId: '3' })).toEqual({ type: '[redacted]' });
  });

  it('withholds a notary’s remark and reason and an invoice’s amount in the act’s view', () => {
    expect(
      viewEvent(actAnalystView, {
        type: 'act.returnedWithRemarks',
        actor: { role: 'notary', userId: '4' },
        remark: 'the buyer’s passport AB 1234567: the price does not match the valuation',
      }),
    ).toEqual({
      type: 'act.returnedWithRemarks',
      actor: { role: 'notary', userId: '4' },
      remark: '[redacted]',
    });
    expect(
      viewDiff(actAnalystView, [
        { key: 'remark', before: null, after: 'the price does not match' },
        { key: 'invoices', before: [], after: [{ id: '9', amount: 1_250_000, paid: false }] },
      ]),
    ).toEqual([
      { key: 'remark', before: null, after: '[redacted]' },
      { key: 'invoices', before: [], after: [{ id: '9', paid: false }] },
    ]);
    // An old journal row's payload is read with the event's list: the act type id is not shown.
    expect(
      viewEvent(
        actAnalystView,
        { type: 1, parties: ['12'], notaryId: '1', price: 95_000_000 },
        'act.created',
      ),
    ).toEqual({ type: 'act.created', parties: ['12'], notaryId: '1' });
  });
});

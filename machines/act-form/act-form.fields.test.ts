import { describe, expect, it } from 'vitest';
import { actFields, tripPurposes } from '../act-types/act-fields';
import { partyFields } from '../act-types/party';
import { rights } from '../act-types/rights';
import { consentTypes, realEstateFields, vehicleFields } from '../act-types/subjects';
import { choiceOptions, emptyField, emptyGroup } from './act-form.fields';

describe('the form metadata of the registry fields', () => {
  it('reads the choices of a field from its own rule', () => {
    expect(choiceOptions(actFields.purpose)).toEqual(tripPurposes);
    expect(choiceOptions(realEstateFields.cadastreType)).toEqual(['residential', 'nonResidential']);
    expect(choiceOptions(partyFields.grantedRights)).toEqual(rights);
    expect(choiceOptions(partyFields.relationship)).toContain('spouse');
  });

  it('reads the choices of a list through its refinement', async () => {
    const { otherSubjectFields } = await import('../act-types/subjects');
    expect(choiceOptions(otherSubjectFields.consentTypes)).toEqual(consentTypes);
  });

  it('has no choices for a field that is not a choice', () => {
    expect(choiceOptions(vehicleFields.price)).toEqual([]);
  });

  it('gives each kind the value an untouched input holds', () => {
    expect(emptyField('termFrom', actFields.termFrom)).toBe('');
    expect(emptyField('selfDeparture', actFields.selfDeparture)).toBe(false);
    expect(emptyField('grantedRights', partyFields.grantedRights)).toEqual({ rights: [], delegation: false });
    expect(emptyField('marriage', partyFields.marriage)).toEqual({
      recordNumber: '',
      recordDate: '',
      organisation: '',
    });
    expect(emptyGroup('shares')).toEqual({ numerator: '', denominator: '', recipientPin: '' });
  });
});

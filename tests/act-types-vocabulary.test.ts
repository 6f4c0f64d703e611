import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as Gateway from '../gateway/generated/schema-types';
import { actFields, type TripPurpose } from '../machines/act-types/act-fields';
import type { ActTypeKey } from '../machines/act-types/act-types';
import { commonPartyFields, type PartyClass, type PartyRole, partyFields } from '../machines/act-types/party';
import type { Right } from '../machines/act-types/rights';
import {
  type cadastreTypes,
  type consentTypes,
  otherSubjectFields,
  type paymentMethods,
  realEstateFields,
  vehicleFields,
} from '../machines/act-types/subjects';
import type { RelationshipDegree } from '../machines/money/relationship';
import { actTypeEnums, actTypeEnumsFile, renderActTypeEnums } from '../scripts/act-type-enums';
import { builtSchema, enumValues, fieldNames } from './support/built-schema';

// The act-type registry's words cross the GraphQL seam as enums (docs/decisions/035-act-types-create.md):
// each enum of the built schema is the registry's list, in its order; the generated file is what the
// generator writes today; and the creation input and the act's detail name every field the registry's
// catalogues hold, so a field added on one side only fails here.

const schema = builtSchema;
const valuesOf = enumValues;
const fieldsOf = fieldNames;

describe('the schema enums are the registry lists', () => {
  it.each(actTypeEnums.map((e) => [e.name, e.values] as const))('%s', (name, values) => {
    expect(valuesOf(name)).toEqual([...values]);
  });

  it('schema/act-type-enums.graphql is what the generator writes', () => {
    expect(readFileSync(actTypeEnumsFile, 'utf8')).toBe(renderActTypeEnums());
  });

  it('createAct takes the type as an ActTypeKey', () => {
    expect(fieldsOf('CreateActInput')).toEqual(
      expect.arrayContaining(['type', 'fields', 'applicant', 'parties', 'vehicle', 'realEstate', 'other']),
    );
    const type = schema.getMutationType()?.getFields().createAct?.args[0]?.type;
    expect(String(type)).toBe('CreateActInput!');
  });
});

describe("the inputs and the detail name every field of the registry's catalogues", () => {
  const names = (catalogue: object) => Object.keys(catalogue).sort();
  const sorted = (list: string[]) => [...list].sort();

  it('the type fields', () => {
    expect(sorted(fieldsOf('ActFieldsInput'))).toEqual(names(actFields));
    expect(sorted(fieldsOf('ActFields'))).toEqual(names(actFields));
  });

  it('the party fields', () => {
    expect(sorted(fieldsOf('ActApplicantInput'))).toEqual(names(partyFields));
    expect(sorted(fieldsOf('ActPartyFields'))).toEqual(names(partyFields));
    expect(fieldsOf('ActPartyInput')).toEqual(expect.arrayContaining(Object.keys(partyFields)));
    expect(fieldsOf('ActPartyInput')).toEqual(expect.arrayContaining([...commonPartyFields]));
    // Who the party is: a physical party's passport, PIN and phone, a legal party's tax id and manager.
    expect(fieldsOf('ActPartyInput')).toEqual(
      expect.arrayContaining([
        'role',
        'class',
        'passserial',
        'passnum',
        'pin',
        'phone',
        'inn',
        'branchName',
        'manager',
      ]),
    );
  });

  it('the subjects', () => {
    expect(sorted(fieldsOf('ActVehicleInput'))).toEqual(names(vehicleFields));
    expect(sorted(fieldsOf('ActRealEstateInput'))).toEqual(names(realEstateFields));
    expect(sorted(fieldsOf('ActRealEstate'))).toEqual(sorted(['id', ...Object.keys(realEstateFields)]));
    expect(sorted(fieldsOf('ActOtherSubjectInput'))).toEqual(names(otherSubjectFields));
    expect(sorted(fieldsOf('ActOtherSubject'))).toEqual(sorted(['id', ...Object.keys(otherSubjectFields)]));
  });
});

describe('the generated types are the registry types', () => {
  it('for the gateway and the UI alike (checked by tsc)', () => {
    expectTypeOf<Gateway.ActTypeKey>().toEqualTypeOf<ActTypeKey>();
    expectTypeOf<Gateway.PartyRole>().toEqualTypeOf<PartyRole>();
    expectTypeOf<Gateway.PartyClass>().toEqualTypeOf<PartyClass>();
    expectTypeOf<Gateway.Right>().toEqualTypeOf<Right>();
    expectTypeOf<Gateway.TripPurpose>().toEqualTypeOf<TripPurpose>();
    expectTypeOf<Gateway.RelationshipDegree>().toEqualTypeOf<RelationshipDegree>();
    expectTypeOf<Gateway.ConsentType>().toEqualTypeOf<(typeof consentTypes)[number]>();
    expectTypeOf<Gateway.PaymentMethod>().toEqualTypeOf<(typeof paymentMethods)[number]>();
    expectTypeOf<Gateway.CadastreType>().toEqualTypeOf<(typeof cadastreTypes)[number]>();
  });
});

import { z } from 'zod';

/**
 * Section 9's close relatives for a vehicle transfer: spouse, parents, children and their spouses,
 * grandchildren, grandparents, siblings. They are the first of the relationship degrees below.
 */
export const closeRelatives = [
  'spouse',
  'parent',
  'child',
  'childSpouse',
  'grandchild',
  'grandparent',
  'sibling',
] as const;

/**
 * A party's relationship to the other party (specification section 3, "relationship degree"), as
 * far as the state fee of section 9 tells them apart. The values cross the GraphQL seam later as an
 * enum, so they are identifiers (no dots, no spaces); their names are in locales/<locale>/money.json
 * under `relationship.<value>`. `other` is anyone the fee rules do not name, related or not.
 */
export const relationshipDegrees = [...closeRelatives, 'nephewOrNiece', 'other'] as const;
export type RelationshipDegree = (typeof relationshipDegrees)[number];
export const relationshipDegreeSchema = z.enum(relationshipDegrees);

/** Section 9's close relatives for a vehicle power of attorney: the same, and nephews and nieces. */
export const closeRelativesWithNephews = [
  ...closeRelatives,
  'nephewOrNiece',
] as const satisfies readonly RelationshipDegree[];

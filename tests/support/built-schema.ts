import { createGatewaySchema } from '../../gateway/schema';

// The gateway's built schema as the vocabulary tests read it (tests/act-vocabulary.test.ts,
// tests/act-types-vocabulary.test.ts). Duck-typed: the schema's graphql module may be another copy
// than the one a test would import.

export const builtSchema = createGatewaySchema();

/** The values of the enum `name`, in the schema's order. */
export function enumValues(name: string): string[] {
  const type = builtSchema.getType(name);
  if (!type || !('getValues' in type)) throw new Error(`${name} is not an enum of the built schema`);
  return type.getValues().map((value) => value.name);
}

/** The field names of the object or input type `name`, in the schema's order. */
export function fieldNames(name: string): string[] {
  const type = builtSchema.getType(name);
  if (!type || !('getFields' in type)) throw new Error(`${name} is not an object or input of the schema`);
  return Object.keys(type.getFields());
}

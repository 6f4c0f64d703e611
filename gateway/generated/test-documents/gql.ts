/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n": typeof types.HealthDocument,
    "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n": typeof types.RegionsDocument,
    "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n": typeof types.ActTypesDocument,
    "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n": typeof types.NotaryOfficesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": typeof types.PrecheckDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n": typeof types.MinistryStatusDocument,
};
const documents: Documents = {
    "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n": types.HealthDocument,
    "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n": types.RegionsDocument,
    "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n": types.ActTypesDocument,
    "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n": types.NotaryOfficesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": types.PrecheckDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n": types.MinistryStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n"): (typeof documents)["\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n"): (typeof documents)["\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"): (typeof documents)["\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
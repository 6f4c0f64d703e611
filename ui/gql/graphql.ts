/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ServiceStatus =
  | 'DOWN'
  | 'UP';

export type MinistryStatusSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MinistryStatusSubscription = { ministryStatus: { status: ServiceStatus, checkedAt: string } };

export type KioskActTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskActTypesQuery = { actTypes: Array<{ id: number, name: { oz: string, uz: string, ru: string } }> };


export const MinistryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MinistryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ministryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<MinistryStatusSubscription, MinistryStatusSubscriptionVariables>;
export const KioskActTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskActTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oz"}},{"kind":"Field","name":{"kind":"Name","value":"uz"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}}]} as unknown as DocumentNode<KioskActTypesQuery, KioskActTypesQueryVariables>;
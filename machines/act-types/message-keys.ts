import { actFields } from './act-fields';
import { roleCountKey } from './act-types';
import type { FieldSpec } from './field-spec';
import { partyFields, partyKeys, partyRoles } from './party';
import { rightKeys } from './rights';
import { escortNotAllowedKey, escortRequiredKey, ruleIds, ruleTraits } from './rules';
import { subjectCatalogues, subjectKeys } from './subjects';
import { inputKeys } from './validate';

/**
 * Every message key of the registry's own (beyond the field modules' `xKeys` of machines/fields,
 * which tests/locales.test.ts lists itself): each place that shows the registry's messages has a
 * text for each, under its `validation.` (docs/decisions/019-field-rules.md).
 */
const requiredKeys = (catalogue: Readonly<Record<string, FieldSpec>>) =>
  Object.values(catalogue).map((spec) => spec.requiredKey);

/** The keys the catalogues' choices and groups answer with, beyond their required keys. */
const choiceKeys = [
  'error_wrong_country',
  'error_wrong_flag',
  'error_wrong_purpose',
  'error_wrong_base_power_of_attorney',
  'error_wrong_relationship',
  'error_wrong_cadastre_type',
  'error_wrong_payment_method',
  'error_wrong_consent_type',
  'error_wrong_ownership_form',
  'error_wrong_bill_type',
  'error_wrong_rent_type',
  'error_wrong_proxy_class',
  'error_wrong_transfer_type',
  'error_required_manager',
  // The ministry's words of today, kept for types 1 and 4 and the shared parts.
  'error_required_parties',
  'error_wrong_price',
  'error_wrong_notary_choice',
  'error_wrong_regtype',
] as const;

export const registryMessageKeys: readonly string[] = [
  ...new Set([
    ...requiredKeys(actFields),
    ...requiredKeys(partyFields),
    ...Object.values(subjectCatalogues).flatMap(requiredKeys),
    ...Object.values(partyKeys),
    ...Object.values(inputKeys),
    ...Object.values(subjectKeys),
    ...Object.values(rightKeys),
    ...ruleIds.map((id) => ruleTraits[id].messageKey),
    escortRequiredKey,
    escortNotAllowedKey,
    ...partyRoles.map(roleCountKey),
    ...choiceKeys,
  ]),
];

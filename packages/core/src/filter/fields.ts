// The field registry: every search field and the names it answers to.

import { directionField, orderField, uniqueField } from './directives';
import type { FieldSpec } from './field-spec';
import { colorField, identityField, manaField } from './fields-color';
import { boardField, finishField, notesField, statusField, tagField } from './fields-cube';
import { isField, notField } from './fields-is';
import { bannedField, legalField, restrictedField } from './fields-legality';
import {
  defenseField,
  loyaltyField,
  manaValueField,
  powerField,
  ptField,
  rarityField,
  toughnessField,
} from './fields-numbers';
import { eurField, tixField, usdField } from './fields-prices';
import { artistField, dateField, hasField, watermarkField, yearField } from './fields-printing';
import { ataField, decksField, mainRateField, winRateField } from './fields-records';
import { keywordField, layoutField, nameField, oracleField, setField, typeField } from './fields-text';

/** All fields, in the order the help page lists them. */
export const FIELDS: readonly FieldSpec[] = [
  nameField,
  colorField,
  identityField,
  typeField,
  oracleField,
  manaField,
  manaValueField,
  powerField,
  toughnessField,
  loyaltyField,
  defenseField,
  ptField,
  keywordField,
  rarityField,
  setField,
  yearField,
  dateField,
  artistField,
  watermarkField,
  legalField,
  bannedField,
  restrictedField,
  isField,
  notField,
  hasField,
  layoutField,
  tagField,
  notesField,
  boardField,
  statusField,
  finishField,
  winRateField,
  decksField,
  ataField,
  mainRateField,
  usdField,
  eurField,
  tixField,
  orderField,
  directionField,
  uniqueField,
];

const BY_ALIAS = new Map<string, FieldSpec>();
for (const field of FIELDS) for (const alias of field.aliases) BY_ALIAS.set(alias, field);

/** The field an alias names (case-insensitive), or undefined. */
export function fieldByAlias(alias: string): FieldSpec | undefined {
  return BY_ALIAS.get(alias.toLowerCase());
}

/** The field with a canonical name. */
export function fieldByName(name: string): FieldSpec | undefined {
  return FIELDS.find((f) => f.name === name);
}

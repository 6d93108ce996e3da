// Export entries and a double-faced custom design shared by the list-format tests.
import { type CustomCardFields, emptyFace, emptyFields } from '../custom-cards/types';
import type { ExportEntry } from './types';

/** An owned, untagged, non-foil main-board entry; `fields` overrides any of it. */
export const exportEntry = (name: string, fields: Partial<ExportEntry> = {}): ExportEntry => ({
  name,
  board: 'main',
  finish: 'nonfoil',
  status: 'owned',
  tags: [],
  notes: '',
  colorCategory: null,
  ...fields,
});

/** A custom double-faced creature: "Test Bear", a 2/2, with "Big Bear", a 5/5, on its back. */
export const customBear: CustomCardFields = {
  ...emptyFields(),
  name: 'Test Bear',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Bear'],
  rulesText: 'Trample',
  power: '2',
  toughness: '2',
  back: {
    ...emptyFace(),
    name: 'Big Bear',
    types: ['Creature'],
    subtypes: ['Bear'],
    power: '5',
    toughness: '5',
  },
};

// The suggestions' filter values, in a module without zod: the editor's suggestions panel lists them
// on the edit page's first load, which must not bring every protocol schema (bench:cube-page).

export const SUGGESTION_COLORS = ['W', 'U', 'B', 'R', 'G', 'C', 'M'] as const;
export const SUGGESTION_TYPES = [
  'creature',
  'instant',
  'sorcery',
  'artifact',
  'enchantment',
  'planeswalker',
  'battle',
  'land',
] as const;

// A card's value before any pick data exists, on a scale of roughly 0 to 5 (ratings use the same
// scale). The weights are hand-set so that cheap removal, card advantage, evasive threats and
// planeswalkers rise above filler, like a cube drafter's first instinct.
import type { Card } from '../cards/types';

const RARITY_BONUS: Record<string, number> = {
  common: 0.3,
  uncommon: 0.5,
  rare: 0.8,
  mythic: 1,
  special: 0.6,
};

const CUES: [RegExp, number][] = [
  // Removal: kill, exile, burn, shrink or fight a creature.
  [
    /(destroy|exile) (target|each|all) (creature|nonland|permanent|planeswalker|artifact)|deals? (\d+|x) damage to (any target|target creature|each creature|target player or planeswalker)|target creature gets -\d+\/-\d+|\bfights?\b/,
    0.9,
  ],
  [/counter target (spell|noncreature|creature)/, 0.4],
  [/return target (creature|nonland permanent|permanent) to its owner'?s hand/, 0.3],
  // Card advantage.
  [/draws? (two|three|four|x) cards/, 0.6],
  [/draws? a card/, 0.3],
  [/search your library for a card/, 0.3],
  [/create (a|an|one|two|three|x) [^.]*token/, 0.3],
  // Evasion and combat value.
  [/\b(flying|menace|trample|can't be blocked|shadow)\b/, 0.3],
  [/\b(haste|lifelink|deathtouch|vigilance|first strike|double strike|hexproof|ward)\b/, 0.15],
  // Mana acceleration on spells.
  [/add \{[wubrgc]\}|add one mana|add (two|three) mana/, 0.3],
];

/** The prior value of a card from its rarity, cost, type, text cues and colour requirements. */
export function cardPrior(card: Card): number {
  const front = card.typeLine.split(' // ')[0] ?? card.typeLine;
  if (/\bBasic\b/.test(front)) return 0;
  let v = 1.5 + (card.rarity ? (RARITY_BONUS[card.rarity] ?? 0.5) : 0.5);
  if (/Planeswalker/.test(front)) v += 1;
  else if (/Creature/.test(front)) v += 0.3;
  const isLand = /\bLand\b/.test(front);
  const text = card.oracleText.toLowerCase();
  if (!isLand) for (const [cue, bonus] of CUES) if (cue.test(text)) v += bonus;
  if (/Creature/.test(front) && text.trim() === '') v -= 0.3;
  if (!isLand && card.cmc >= 6) v -= 0.25 * (card.cmc - 5);
  // Harder to cast: more colours, or many pips of one colour.
  if (card.colors.length > 1) v -= 0.2 * (card.colors.length - 1);
  const heavy = Math.max(
    0,
    ...['W', 'U', 'B', 'R', 'G'].map((c) => card.manaCost.split(`{${c}}`).length - 1),
  );
  if (heavy >= 3) v -= 0.2;
  return Math.max(0, Math.min(5, v));
}

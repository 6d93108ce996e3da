// Test helpers (not exported from index.ts): bulk objects in Scryfall's card format, written for tests.
import type { RawObject } from './raw';

const img = (id: string) => ({
  small: `https://cards.scryfall.io/small/front/${id[0]}/${id[1]}/${id}.jpg`,
  normal: `https://cards.scryfall.io/normal/front/${id[0]}/${id[1]}/${id}.jpg`,
});

// A stable 8-hex-digit id per name, so each test card gets its own Scryfall-looking ids.
function hashOf(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** A single-faced card object as in Scryfall's oracle_cards file. */
export function scryfallCard(name: string, fields: RawObject = {}): RawObject {
  const id = `${hashOf(name)}-0000-4000-8000-000000000000`;
  return {
    object: 'card',
    id,
    oracle_id: `${id.slice(0, 8)}-oracle`,
    name,
    layout: 'normal',
    mana_cost: '',
    cmc: 0,
    type_line: 'Creature',
    oracle_text: '',
    colors: [],
    color_identity: [],
    keywords: [],
    rarity: 'common',
    set: 'tst',
    set_name: 'Test Set',
    collector_number: '1',
    released_at: '2020-01-01',
    image_uris: img(id),
    ...fields,
  };
}

/** Representative real cards in Scryfall's format, one per layout the normaliser must handle. */
export const SAMPLE_CARDS: RawObject[] = [
  scryfallCard('Grizzly Bears', {
    oracle_id: '14c8cca4-0000-4000-8000-000000000001',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Creature — Bear',
    colors: ['G'],
    color_identity: ['G'],
    power: '2',
    toughness: '2',
  }),
  scryfallCard('Jace, the Mind Sculptor', {
    oracle_id: '14c8cca4-0000-4000-8000-000000000002',
    mana_cost: '{2}{U}{U}',
    cmc: 4,
    type_line: 'Legendary Planeswalker — Jace',
    oracle_text:
      "+2: Look at the top card of target player's library.\n0: Draw three cards, then put two cards from your hand on top of your library in any order.",
    colors: ['U'],
    color_identity: ['U'],
    loyalty: '3',
    rarity: 'mythic',
  }),
  scryfallCard('Fire // Ice', {
    oracle_id: '14c8cca4-0000-4000-8000-000000000003',
    layout: 'split',
    mana_cost: '{1}{R} // {1}{U}',
    cmc: 4,
    type_line: 'Instant // Instant',
    oracle_text: undefined,
    colors: ['U', 'R'],
    color_identity: ['U', 'R'],
    card_faces: [
      {
        object: 'card_face',
        name: 'Fire',
        mana_cost: '{1}{R}',
        type_line: 'Instant',
        oracle_text: 'Fire deals 2 damage divided as you choose among one or two targets.',
      },
      {
        object: 'card_face',
        name: 'Ice',
        mana_cost: '{1}{U}',
        type_line: 'Instant',
        oracle_text: 'Tap target permanent.\nDraw a card.',
      },
    ],
  }),
  scryfallCard('Bonecrusher Giant // Stomp', {
    layout: 'adventure',
    mana_cost: '{2}{R} // {1}{R}',
    cmc: 3,
    type_line: 'Creature — Giant // Instant — Adventure',
    colors: ['R'],
    color_identity: ['R'],
    power: '4',
    toughness: '3',
    card_faces: [
      {
        object: 'card_face',
        name: 'Bonecrusher Giant',
        mana_cost: '{2}{R}',
        type_line: 'Creature — Giant',
        oracle_text:
          "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.",
        power: '4',
        toughness: '3',
      },
      {
        object: 'card_face',
        name: 'Stomp',
        mana_cost: '{1}{R}',
        type_line: 'Instant — Adventure',
        oracle_text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
      },
    ],
  }),
  scryfallCard('Delver of Secrets // Insectile Aberration', {
    layout: 'transform',
    mana_cost: undefined,
    cmc: 1,
    colors: undefined,
    color_identity: ['U'],
    type_line: 'Creature — Human Wizard // Creature — Human Insect',
    image_uris: undefined,
    card_faces: [
      {
        object: 'card_face',
        name: 'Delver of Secrets',
        mana_cost: '{U}',
        type_line: 'Creature — Human Wizard',
        oracle_text:
          'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.',
        colors: ['U'],
        power: '1',
        toughness: '1',
        image_uris: img('d0000000-delver-front'),
      },
      {
        object: 'card_face',
        name: 'Insectile Aberration',
        mana_cost: '',
        type_line: 'Creature — Human Insect',
        oracle_text: 'Flying',
        colors: ['U'],
        power: '3',
        toughness: '2',
        image_uris: img('d0000000-delver-back'),
      },
    ],
  }),
  scryfallCard('Valki, God of Lies // Tibalt, Cosmic Impostor', {
    layout: 'modal_dfc',
    mana_cost: undefined,
    cmc: 2,
    colors: undefined,
    color_identity: ['B', 'R'],
    type_line: 'Legendary Creature — God // Legendary Planeswalker — Tibalt',
    image_uris: undefined,
    card_faces: [
      {
        object: 'card_face',
        name: 'Valki, God of Lies',
        mana_cost: '{1}{B}',
        type_line: 'Legendary Creature — God',
        oracle_text: 'When Valki enters, each opponent reveals their hand.',
        colors: ['B'],
        power: '2',
        toughness: '1',
        image_uris: img('e0000000-valki-front'),
      },
      {
        object: 'card_face',
        name: 'Tibalt, Cosmic Impostor',
        mana_cost: '{5}{B}{R}',
        type_line: 'Legendary Planeswalker — Tibalt',
        oracle_text: "+2: Exile the top card of each player's library.",
        colors: ['B', 'R'],
        loyalty: '5',
        image_uris: img('e0000000-valki-back'),
      },
    ],
  }),
  scryfallCard('Bushi Tenderfoot // Kenzo the Hardhearted', {
    layout: 'flip',
    mana_cost: '{W}',
    cmc: 1,
    colors: ['W'],
    color_identity: ['W'],
    type_line: 'Creature — Human Soldier // Legendary Creature — Human Samurai',
    power: '1',
    toughness: '1',
    card_faces: [
      {
        object: 'card_face',
        name: 'Bushi Tenderfoot',
        mana_cost: '{W}',
        type_line: 'Creature — Human Soldier',
        oracle_text: 'When a creature dealt damage by this creature this turn dies, flip this creature.',
        power: '1',
        toughness: '1',
      },
      {
        object: 'card_face',
        name: 'Kenzo the Hardhearted',
        mana_cost: '',
        type_line: 'Legendary Creature — Human Samurai',
        oracle_text: 'Double strike; bushido 2',
        power: '3',
        toughness: '4',
      },
    ],
  }),
  scryfallCard("Lim-Dûl's Vault", { mana_cost: '{U}{B}', cmc: 2, type_line: 'Instant', colors: ['U', 'B'] }),
  scryfallCard('Lightning Bolt', { mana_cost: '{R}', cmc: 1, type_line: 'Instant', colors: ['R'] }),
  scryfallCard('Lightning Helix', { mana_cost: '{R}{W}', cmc: 2, type_line: 'Instant', colors: ['R', 'W'] }),
  scryfallCard('Lightning Greaves', { mana_cost: '{2}', cmc: 2, type_line: 'Artifact — Equipment' }),
  scryfallCard('Chain Lightning', { mana_cost: '{R}', cmc: 1, type_line: 'Sorcery', colors: ['R'] }),
  scryfallCard('Opt', { mana_cost: '{U}', cmc: 1, type_line: 'Instant', colors: ['U'] }),
  scryfallCard('Snapcaster Mage', {
    mana_cost: '{1}{U}',
    cmc: 2,
    type_line: 'Creature — Human Wizard',
    colors: ['U'],
  }),
  // Not game cards: a token and a reversible printing of a basic land.
  scryfallCard('Goblin', { layout: 'token', type_line: 'Token Creature — Goblin' }),
  scryfallCard('Forest // Forest', {
    layout: 'reversible_card',
    oracle_id: undefined,
    card_faces: [
      { object: 'card_face', name: 'Forest', oracle_id: 'b34bb2dc-forest', type_line: 'Basic Land — Forest' },
      { object: 'card_face', name: 'Forest', oracle_id: 'b34bb2dc-forest', type_line: 'Basic Land — Forest' },
    ],
  }),
];

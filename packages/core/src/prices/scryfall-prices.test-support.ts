// A small bulk data set in Scryfall's real format (oracle_cards and default_cards objects, prices as
// decimal strings or null), written for the price tests: five cards, nine printings.
type Prices = [
  usd: string | null,
  usdFoil: string | null,
  usdEtched: string | null,
  eur: string | null,
  eurFoil: string | null,
  tix: string | null,
];

interface CardSpec {
  oracle: string;
  name: string;
  cost: string;
  cmc: number;
  type: string;
  text: string;
  colors: string[];
}

const BOLT: CardSpec = {
  oracle: '4457ed35-7c10-48c8-9776-456485fdf070',
  name: 'Lightning Bolt',
  cost: '{R}',
  cmc: 1,
  type: 'Instant',
  text: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
};
const COUNTERSPELL: CardSpec = {
  oracle: 'bc71ebf6-2056-41f7-be35-b2e5c34afa99',
  name: 'Counterspell',
  cost: '{U}{U}',
  cmc: 2,
  type: 'Instant',
  text: 'Counter target spell.',
  colors: ['U'],
};
const SOL_RING: CardSpec = {
  oracle: '6ad8011d-3471-4369-9d68-b264cc027487',
  name: 'Sol Ring',
  cost: '{1}',
  cmc: 1,
  type: 'Artifact',
  text: '{T}: Add {C}{C}.',
  colors: [],
};
const BEARS: CardSpec = {
  oracle: '14c8cec9-2b4a-4b0b-9d0b-b7a8f6dca5e5',
  name: 'Grizzly Bears',
  cost: '{1}{G}',
  cmc: 2,
  type: 'Creature — Bear',
  text: '',
  colors: ['G'],
};
const FOREST: CardSpec = {
  oracle: 'b34bb2dc-c1af-4d77-b0b3-a0fb342a5fc6',
  name: 'Forest',
  cost: '',
  cmc: 0,
  type: 'Basic Land — Forest',
  text: '({T}: Add {G}.)',
  colors: [],
};

function scryfallObject(
  card: CardSpec,
  id: string,
  set: string,
  number: string,
  released: string,
  prices: Prices,
  finishes: string[],
) {
  const [usd, usd_foil, usd_etched, eur, eur_foil, tix] = prices;
  return {
    object: 'card',
    id,
    oracle_id: card.oracle,
    name: card.name,
    lang: 'en',
    released_at: released,
    layout: 'normal',
    mana_cost: card.cost,
    cmc: card.cmc,
    type_line: card.type,
    oracle_text: card.text,
    colors: card.colors,
    color_identity: card.colors,
    keywords: [],
    set,
    set_name: set.toUpperCase(),
    collector_number: number,
    rarity: 'common',
    finishes,
    image_uris: { normal: `https://cards.scryfall.io/normal/front/${id[0]}/${id[1]}/${id}.jpg` },
    prices: { usd, usd_foil, usd_etched, eur, eur_foil, tix },
  };
}

/** Printing ids, named for the tests. */
export const PRINTING = {
  bolt2xm: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a01',
  boltM10: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a02',
  boltLea: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a03',
  csEma: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a04',
  csLea: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a05',
  solCmr: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a06',
  solC21: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a07',
  bearsM10: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a08',
  forestM10: '8a6b8f1e-3c2d-4f5e-9a0b-1c2d3e4f5a09',
} as const;

/** Scryfall's default_cards: every printing with its own prices. */
export const DEFAULT_CARDS = [
  scryfallObject(
    BOLT,
    PRINTING.bolt2xm,
    '2xm',
    '141',
    '2020-08-07',
    ['2.10', '5.00', null, '1.80', '4.00', '0.03'],
    ['nonfoil', 'foil'],
  ),
  scryfallObject(
    BOLT,
    PRINTING.boltM10,
    'm10',
    '146',
    '2009-07-17',
    ['1.05', '8.00', null, '0.90', '6.50', '0.02'],
    ['nonfoil', 'foil'],
  ),
  scryfallObject(
    BOLT,
    PRINTING.boltLea,
    'lea',
    '161',
    '1993-08-05',
    ['400.00', null, null, '350.00', null, null],
    ['nonfoil'],
  ),
  scryfallObject(
    COUNTERSPELL,
    PRINTING.csEma,
    'ema',
    '43',
    '2016-06-10',
    ['1.50', '3.00', null, '1.00', '2.50', '0.10'],
    ['nonfoil', 'foil'],
  ),
  scryfallObject(
    COUNTERSPELL,
    PRINTING.csLea,
    'lea',
    '54',
    '1993-08-05',
    ['120.00', null, null, '90.00', null, null],
    ['nonfoil'],
  ),
  scryfallObject(
    SOL_RING,
    PRINTING.solCmr,
    'cmr',
    '472',
    '2020-11-20',
    ['2.00', null, '6.00', '1.50', '5.00', '0.50'],
    ['nonfoil', 'etched'],
  ),
  scryfallObject(
    SOL_RING,
    PRINTING.solC21,
    'c21',
    '263',
    '2021-04-23',
    ['0.99', null, null, '0.80', null, '0.11'],
    ['nonfoil'],
  ),
  scryfallObject(
    BEARS,
    PRINTING.bearsM10,
    'm10',
    '189',
    '2009-07-17',
    [null, null, null, null, null, null],
    ['nonfoil'],
  ),
  scryfallObject(
    FOREST,
    PRINTING.forestM10,
    'm10',
    '246',
    '2009-07-17',
    ['0.10', '0.50', null, '0.05', '0.40', '0.01'],
    ['nonfoil', 'foil'],
  ),
];

/** Scryfall's oracle_cards: one object per card, carrying its default printing's prices. */
export const ORACLE_CARDS = [
  DEFAULT_CARDS[0]!,
  DEFAULT_CARDS[3]!,
  DEFAULT_CARDS[5]!,
  DEFAULT_CARDS[7]!,
  DEFAULT_CARDS[8]!,
];

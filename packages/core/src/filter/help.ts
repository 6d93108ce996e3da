// The reference shown on /search/help. A test parses every example, so the page cannot drift from the parser.

export interface FieldExample {
  query: string;
  meaning: string;
}

export interface FieldHelp {
  /** Canonical field name (matches the parser's). */
  field: string;
  aliases: string[];
  operators: string[];
  description: string;
  examples: FieldExample[];
  /** Only meaningful when filtering a cube's list. */
  cubeOnly?: boolean;
  /** Shapes the card search's results (order, de-duplication); refused elsewhere. */
  searchOnly?: boolean;
}

const TEXT = [':', '=', '!='];
const CMP = [':', '=', '!=', '<', '>', '<=', '>='];

/** How terms combine: shown above the field table. */
export const SYNTAX_HELP: FieldExample[] = [
  {
    query: 'goblin blood',
    meaning: 'Names containing both "goblin" and "blood" (bare words search the name)',
  },
  { query: '"goblin bushwhacker"', meaning: 'Names containing the exact phrase' },
  {
    query: '!"Lightning Bolt"',
    meaning: 'The card named exactly Lightning Bolt (or with a face of that name)',
  },
  { query: 't:instant OR t:sorcery', meaning: 'Either instants or sorceries; AND is implied between terms' },
  { query: 't:creature (o:flash OR o:flying)', meaning: 'Parentheses group terms' },
  { query: '-c:w -mox', meaning: 'A leading - negates a term or a group' },
];

const PRICE_NOTE =
  "In a cube's list, the entry's chosen printing in its finish, else the card's cheapest printing; in card search, the default printing. A card without a price never matches, and card data without prices (the offline file) says so instead of matching nothing.";

/** The three price fields share one explanation; each names its currency (Scryfall's spelling). */
function priceHelp(field: string, currency: string, examples: FieldExample[]): FieldHelp {
  return {
    field,
    aliases: [field],
    operators: CMP,
    description: `Price in ${currency} from Scryfall's bulk data. ${PRICE_NOTE}`,
    examples,
  };
}

const PRICE_HELP: FieldHelp[] = [
  priceHelp('usd', 'US dollars', [{ query: 'usd<5', meaning: 'Cards under five dollars' }]),
  priceHelp('eur', 'euros', [{ query: 'eur>=1', meaning: 'Cards of a euro or more' }]),
  priceHelp('tix', 'MTGO tickets', [{ query: 'tix>0.1', meaning: 'Cards above a tenth of a ticket' }]),
];

/** One entry per search field: aliases, operators, meaning and examples. */
export const FIELD_HELP: FieldHelp[] = [
  {
    field: 'name',
    aliases: ['name', 'n'],
    operators: TEXT,
    description: 'Card name (any face). ":" finds a part of the name, "=" the whole name; /regex/ allowed.',
    examples: [
      { query: 'name:bolt', meaning: 'Names containing "bolt"' },
      { query: 'name=ice', meaning: 'Cards named Ice, or with a face named Ice (Fire // Ice)' },
      { query: 'name:/^dark/', meaning: 'Names starting with "dark"' },
    ],
  },
  {
    field: 'color',
    aliases: ['c', 'color', 'colour'],
    operators: CMP,
    description:
      'Card colour. Letters (wubrg), colour words (blue), guild, shard, wedge and college names (azorius, esper, abzan, quandrix), c for colourless, m for multicolour, or a number of colours. ":" means "at least these colours"; < <= > >= compare as sets.',
    examples: [
      { query: 'c:rg', meaning: 'Red and green cards (possibly with more colours)' },
      { query: 'c=azorius', meaning: 'Exactly white and blue' },
      {
        query: 'c<=esper',
        meaning: 'Cards whose colours all lie within white, blue and black (and colourless)',
      },
      { query: 'c:m', meaning: 'Multicoloured cards' },
      { query: 'c:c', meaning: 'Colourless cards' },
      { query: 'c=2', meaning: 'Exactly two colours' },
    ],
  },
  {
    field: 'identity',
    aliases: ['id', 'ci', 'identity', 'coloridentity', 'cid', 'commander'],
    operators: CMP,
    description:
      'Colour identity, with the same values as colour. ":" means "fits within" (what a deck of that identity may play).',
    examples: [
      { query: 'id:esper t:instant', meaning: 'Instants an Esper deck may play' },
      { query: 'ci=wu', meaning: 'Identity exactly white-blue' },
      { query: 'ci>1', meaning: 'More than one colour in the identity' },
      { query: 'ci!=m', meaning: 'Identity of at most one colour' },
    ],
  },
  {
    field: 'type',
    aliases: ['t', 'type'],
    operators: TEXT,
    description:
      'Type line (any face): supertypes, types and subtypes; partial words match. /regex/ allowed.',
    examples: [
      { query: 't:legendary t:creature', meaning: 'Legendary creatures' },
      { query: 't:sha', meaning: 'Shamans, Shapeshifters, Spellshapers…' },
      { query: 't:"artifact creature"', meaning: 'Artifact creatures' },
    ],
  },
  {
    field: 'oracle',
    aliases: ['o', 'oracle', 'text'],
    operators: TEXT,
    description:
      "Rules text (any face). Quote phrases; ~ stands for the card's own name; /regex/ as on Scryfall (case-insensitive, ^ and $ match line ends).",
    examples: [
      { query: 'o:"draw a card"', meaning: 'Text containing "draw a card"' },
      { query: 'o:"~ deals 3 damage"', meaning: 'Cards that deal 3 damage by name (Lightning Bolt)' },
      { query: 'o:/^flying$/', meaning: 'A line that is exactly "Flying"' },
    ],
  },
  {
    field: 'mana',
    aliases: ['m', 'mana'],
    operators: CMP,
    description:
      'Mana cost as a set of symbols: 2ww, {2}{W}{W}, hybrid {R/G} and {2/W}, Phyrexian {W/P}. ":" and ">=" mean "contains at least", "=" exactly, "<=" within.',
    examples: [
      { query: 'm:{r/g}{r/g}', meaning: 'Costs with two red/green hybrid symbols' },
      { query: 'm:2ww', meaning: 'Costs containing {2}{W}{W} or more' },
      { query: 'm={W/P}', meaning: 'Costs of exactly one Phyrexian white' },
    ],
  },
  {
    field: 'mv',
    aliases: ['mv', 'cmc', 'manavalue'],
    operators: CMP,
    description: 'Mana value (converted mana cost), a number or even/odd.',
    examples: [
      { query: 'mv>5', meaning: 'Mana value 6 or more' },
      { query: 'cmc<=2', meaning: 'Mana value 2 or less' },
      { query: 'mv:odd', meaning: 'Odd mana value' },
    ],
  },
  {
    field: 'pow',
    aliases: ['pow', 'power'],
    operators: CMP,
    description: 'Power (any face; * counts as 0). Compare with a number or with tou, loy, def, pt.',
    examples: [
      { query: 'pow>=5', meaning: 'Power 5 or more' },
      { query: 'pow>tou', meaning: 'Power greater than toughness' },
    ],
  },
  {
    field: 'tou',
    aliases: ['tou', 'toughness'],
    operators: CMP,
    description: 'Toughness, like power.',
    examples: [
      { query: 'tou<2', meaning: 'Toughness 0 or 1' },
      { query: 'tou!=power', meaning: 'Toughness different from power' },
    ],
  },
  {
    field: 'loy',
    aliases: ['loy', 'loyalty'],
    operators: CMP,
    description: 'Starting loyalty of planeswalkers.',
    examples: [{ query: 'loy:3 OR loy:4', meaning: 'Starting loyalty 3 or 4' }],
  },
  {
    field: 'def',
    aliases: ['def', 'defense'],
    operators: CMP,
    description: 'Defense of battles.',
    examples: [{ query: 'def>=5', meaning: 'Battles with defense 5 or more' }],
  },
  {
    field: 'pt',
    aliases: ['pt', 'powtou'],
    operators: CMP,
    description: 'Power plus toughness.',
    examples: [{ query: 'pt>=10', meaning: 'Total power and toughness of 10 or more' }],
  },
  {
    field: 'keyword',
    aliases: ['kw', 'keyword', 'keywords'],
    operators: CMP,
    description:
      'Keywords: ":" finds a part of a keyword, "=" a whole keyword; a number compares how many keywords a card has.',
    examples: [
      { query: 'kw:flying', meaning: 'Cards with Flying' },
      { query: 'kw:death', meaning: 'Keywords containing "death" (Deathtouch)' },
      { query: 'kw>2', meaning: 'More than two keywords' },
      { query: 'kw=0 t:creature', meaning: 'Creatures without keywords' },
    ],
  },
  {
    field: 'rarity',
    aliases: ['r', 'rarity'],
    operators: CMP,
    description: 'Rarity (common < uncommon < rare < special < mythic < bonus), full word or first letter.',
    examples: [
      { query: 'r:common', meaning: 'Commons' },
      { query: 'r>=rare', meaning: 'Rares and mythics' },
      { query: 'r<=u', meaning: 'Commons and uncommons' },
    ],
  },
  {
    field: 'set',
    aliases: ['s', 'set', 'e', 'edition'],
    operators: TEXT,
    description: 'Printed in a set, by set code.',
    examples: [
      { query: 's:war', meaning: 'Cards printed in War of the Spark' },
      { query: 'e:mh2 r:mythic', meaning: 'Mythics printed in Modern Horizons 2' },
    ],
  },
  {
    field: 'year',
    aliases: ['year'],
    operators: CMP,
    description:
      'Release year of a printing of the card: a card matches when any of its loaded printings does (with only the card file loaded, its one printing). Cards with no known date never match.',
    examples: [
      { query: 'year>=2020', meaning: 'Printed in 2020 or later' },
      { query: 'year=1993', meaning: 'Printed in 1993' },
    ],
  },
  {
    field: 'date',
    aliases: ['date'],
    operators: CMP,
    description: 'Release date of a printing of the card (any printing, as for year), written YYYY-MM-DD.',
    examples: [{ query: 'date<2015-06-01', meaning: 'Printed before 1 June 2015' }],
  },
  {
    field: 'artist',
    aliases: ['a', 'artist'],
    operators: TEXT,
    description:
      'Artist of the card\'s printing: ":" a part of the name, "=" the whole name; /regex/ allowed. Needs Scryfall bulk data (the search says so when the loaded data has no artists).',
    examples: [
      { query: 'a:avon', meaning: 'Illustrated by an artist whose name contains "avon"' },
      { query: 'artist="Rebecca Guay"', meaning: 'Illustrated by Rebecca Guay' },
    ],
  },
  {
    field: 'watermark',
    aliases: ['wm', 'watermark'],
    operators: TEXT,
    description: "Watermark of the card's printing (orzhov, phyrexian, ...). Needs Scryfall bulk data.",
    examples: [{ query: 'wm:orzhov', meaning: 'Cards with the Orzhov watermark' }],
  },
  {
    field: 'legal',
    aliases: ['f', 'format', 'legal', 'legality'],
    operators: TEXT,
    description:
      'Legal in a format (restricted cards count as legal). Formats as Scryfall names them (commander, modern, pauper, vintage, ...) and its shorthands (edh, pdh, m, l, v). Scryfall data knows every format; the offline data knows Commander only.',
    examples: [
      { query: 'f:pauper', meaning: 'Cards legal in Pauper' },
      { query: 'legal:edh id:rg', meaning: 'Commander-legal cards a red-green deck may play' },
    ],
  },
  {
    field: 'banned',
    aliases: ['banned'],
    operators: TEXT,
    description: 'Banned in a format. Needs Scryfall bulk data (it tells banned from never legal).',
    examples: [{ query: 'banned:modern', meaning: 'Cards banned in Modern' }],
  },
  {
    field: 'restricted',
    aliases: ['restricted'],
    operators: TEXT,
    description: 'Restricted in a format (one copy allowed). Needs Scryfall bulk data.',
    examples: [{ query: 'restricted:vintage', meaning: 'The Vintage restricted list' }],
  },
  {
    field: 'is',
    aliases: ['is'],
    operators: TEXT,
    description:
      "Shortcuts: spell, permanent, creature, artifact, enchantment, instant, sorcery, land, planeswalker, battle, legendary, historic, vanilla, gold, hybrid, phyrexian, twobrid, multicolor, monocolor, colorless, multiface, dfc, mdfc, transform, meld, split, adventure, flip, saga, class, case, leveler, prototype, mutate, planar, commander (can be your commander: legendary creatures, Backgrounds, legendary Vehicles and Spacecraft with power and toughness, and cards that say so), reprint (the card's printing is a reprint; needs Scryfall bulk data).",
    examples: [
      { query: 'is:spell', meaning: 'Cards that are cast (not lands)' },
      { query: 'is:permanent', meaning: 'Permanent cards' },
      { query: 'is:gold', meaning: 'Costs needing two or more colours' },
      { query: 'is:hybrid', meaning: 'Costs with a hybrid symbol' },
      { query: 'is:mdfc', meaning: 'Modal double-faced cards' },
      { query: 'is:adventure', meaning: 'Adventurers' },
      { query: 'is:commander id:wu', meaning: 'White-blue commanders' },
    ],
  },
  {
    field: 'not',
    aliases: ['not'],
    operators: TEXT,
    description: 'The opposite of is: (not:x is the same as -is:x).',
    examples: [
      { query: 'not:permanent', meaning: 'Instants, sorceries and other non-permanents' },
      {
        query: 's:m21 not:reprint',
        meaning: 'M21 cards whose printing is not a reprint (needs Scryfall data)',
      },
    ],
  },
  {
    field: 'has',
    aliases: ['has'],
    operators: TEXT,
    description: 'Cards carrying a fact: watermark, artist. Needs Scryfall bulk data.',
    examples: [{ query: 'has:watermark', meaning: 'Cards with a watermark' }],
  },
  {
    field: 'layout',
    aliases: ['layout'],
    operators: TEXT,
    description:
      'Card layout as Scryfall names it (normal, split, flip, transform, modal_dfc, adventure, meld, saga…).',
    examples: [{ query: 'layout:modal_dfc', meaning: 'Modal double-faced cards' }],
  },
  {
    field: 'tag',
    aliases: ['tag', 'tags'],
    operators: CMP,
    cubeOnly: true,
    description:
      'Cube tags: tag:x finds a part of a tag, tag:"x" or tag=x a whole tag; a number compares how many tags.',
    examples: [
      { query: 'tag:sign', meaning: 'Tags containing "sign" (Signed, Unsigned…)' },
      { query: 'tag:"Counter Synergy"', meaning: 'Exactly the tag Counter Synergy' },
      { query: 'tags>2', meaning: 'More than two tags' },
      { query: 'tags=0', meaning: 'Untagged cards' },
    ],
  },
  {
    field: 'notes',
    aliases: ['notes', 'note'],
    operators: TEXT,
    cubeOnly: true,
    description: 'Cube notes: ":" finds a part, "=" the whole note (notes="" means no notes).',
    examples: [
      { query: 'notes:signpost', meaning: 'Notes containing "signpost"' },
      { query: 'notes!=""', meaning: 'Cards with notes' },
    ],
  },
  {
    field: 'board',
    aliases: ['board'],
    operators: TEXT,
    cubeOnly: true,
    description: 'Which board the card is on: main or maybe.',
    examples: [{ query: 'board:maybe', meaning: 'Cards on the maybeboard' }],
  },
  {
    field: 'status',
    aliases: ['status'],
    operators: TEXT,
    cubeOnly: true,
    description: 'Collection status: owned, not_owned, ordered, proxied, borrowed.',
    examples: [{ query: 'status:proxied', meaning: 'Proxied cards' }],
  },
  {
    field: 'finish',
    aliases: ['finish'],
    operators: TEXT,
    cubeOnly: true,
    description: 'Finish: nonfoil, foil or etched.',
    examples: [{ query: 'finish:foil', meaning: 'Foil cards' }],
  },
  {
    field: 'wr',
    aliases: ['wr', 'winrate'],
    operators: CMP,
    cubeOnly: true,
    description:
      "Match win rate (percent) of the recorded decks that main-decked the card (the cube's Records tab). Cards without recorded matches have no win rate and never match.",
    examples: [
      { query: 'wr>55', meaning: 'Cards whose decks won more than 55% of their matches' },
      { query: 'wr<45 decks>=5', meaning: 'Underperformers with at least five recorded decks' },
    ],
  },
  {
    field: 'decks',
    aliases: ['decks'],
    operators: CMP,
    cubeOnly: true,
    description: "How many recorded decks (the cube's Records tab) played the card in the main deck.",
    examples: [
      { query: 'decks>=5', meaning: 'Cards in at least five recorded decks' },
      { query: 'decks=0', meaning: 'Cards no recorded deck played' },
    ],
  },
  {
    field: 'ata',
    aliases: ['ata'],
    operators: CMP,
    cubeOnly: true,
    description:
      "Average taken: the mean pick number (1 = first pick of a pack) at which people took the card in the cube's finished drafts. Bots' and the timer's picks do not count; a card no person took never matches.",
    examples: [
      { query: 'ata<3', meaning: 'Cards people take in the first two or three picks' },
      { query: 'ata>10 decks>=5', meaning: 'Late picks that still make decks' },
    ],
  },
  {
    field: 'mainrate',
    aliases: ['mainrate'],
    operators: CMP,
    cubeOnly: true,
    description:
      'Of the recorded decks holding the card (main or side), the share that played it in the main deck: a share from 0 to 1, or a percentage with %. Cards no recorded deck holds never match.',
    examples: [
      { query: 'mainrate>0.5', meaning: 'Cards most decks that drafted them played' },
      { query: 'mainrate<25%', meaning: 'Cards that mostly sit in sideboards' },
    ],
  },
  ...PRICE_HELP,
  {
    field: 'order',
    aliases: ['order'],
    operators: [':', '='],
    searchOnly: true,
    description:
      "Sorts the card search results: name, cmc (or mv), color, rarity, released, set, power, toughness, artist, edhrec (the last two need Scryfall data). Overrides the sort menu. Stands on its own at the top level; a cube's list filter and pack filters refuse it.",
    examples: [
      { query: 't:dragon order:cmc', meaning: 'Dragons, cheapest first' },
      { query: 'f:commander order:edhrec', meaning: 'Commander cards, most played on EDHREC first' },
    ],
  },
  {
    field: 'direction',
    aliases: ['direction', 'dir'],
    operators: [':', '='],
    searchOnly: true,
    description: 'asc or desc: the direction of the order.',
    examples: [{ query: 't:dragon order:cmc direction:desc', meaning: 'Dragons, most expensive first' }],
  },
  {
    field: 'unique',
    aliases: ['unique'],
    operators: [':', '='],
    searchOnly: true,
    description:
      "cards (the default): one result per card; prints: one per printing of each matching card (needs printings loaded); art: one per distinct artwork (needs Scryfall illustration ids). The query's top-level set, rarity, year and date terms also pick which printings of a matching card are listed.",
    examples: [
      { query: '!"Lightning Bolt" unique:prints', meaning: 'Every printing of Lightning Bolt' },
      { query: 's:m21 unique:prints', meaning: 'The printings in Core Set 2021' },
    ],
  },
];

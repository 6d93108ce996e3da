// Table tests over the real card fixture: mana cost, mana value, stats, keywords, is: and layout.
// Expected counts come from independent predicates over the raw JSON, not from the filter code.
import { beforeAll, describe } from 'vitest';
import { needs } from '../../../../test/requirements';
import {
  cards,
  colorsOf,
  faces,
  lc,
  loadRealCards,
  present,
  type Raw,
  runCases,
  typeHas,
} from './real-cards.test-support';

loadRealCards();

const stat = (s: string | null | undefined) => {
  if (s === null || s === undefined) return null;
  const m = /^[+-]?\d+(\.\d+)?/.exec(s);
  if (m) return Number(m[0]);
  if (s.includes('∞')) return Number.POSITIVE_INFINITY;
  return /[*?]/.test(s) ? 0 : null;
};
const anyFace = (r: Raw, get: (f: Raw) => string | null | undefined, test: (n: number) => boolean) =>
  faces(r).some((f) => {
    const n = stat(get(f as Raw));
    return n !== null && test(n);
  });
const kws = (r: Raw) => (r.keywords ?? []).map((k) => k.toLowerCase());
const symbols = (r: Raw) =>
  [...(r.mana_cost ?? faces(r)[0]!.mana_cost ?? '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const countSym = (r: Raw, sym: string) => symbols(r).filter((s) => s === sym).length;
let cmcOf = new Map<string, number>();

describe('search over real cards', needs({ 'card data': present }), () => {
  beforeAll(() => {
    cmcOf = new Map(cards.map((c) => [c.name, c.cmc]));
  });
  const mv = (r: Raw) => cmcOf.get(r.name)!;

  describe('mana', () => {
    runCases([
      { q: 'm:{r/g}{r/g}', has: ['Burning-Tree Emissary'], oracle: (r) => countSym(r, 'R/G') >= 2 },
      { q: 'mana:{R/G}', oracle: (r) => countSym(r, 'R/G') >= 1 },
      { q: 'm:{g/r}', oracle: (r) => countSym(r, 'R/G') >= 1 },
      { q: 'm=uu', has: ['Counterspell'], not: ['Cancel'], oracle: (r) => symbols(r).join(',') === 'U,U' },
      { q: 'm={U}{U}', has: ['Counterspell'] },
      { q: 'm=u', has: ['Brainstorm'], oracle: (r) => symbols(r).join(',') === 'U' },
      { q: 'm:2ww', has: ['Wrath of God'], not: ['Swords to Plowshares'] },
      { q: 'm:ww', oracle: (r) => countSym(r, 'W') >= 2 },
      { q: 'm:{w/p}', has: ["Apostle's Blessing"], oracle: (r) => countSym(r, 'W/P') >= 1 },
      { q: 'm:{2/w}', has: ['Spectral Procession'], oracle: (r) => countSym(r, '2/W') >= 1 },
      { q: 'm:x', oracle: (r) => countSym(r, 'X') >= 1 },
      { q: 'm:xx', oracle: (r) => countSym(r, 'X') >= 2 },
      { q: 'm={0}', has: ['Ornithopter'], oracle: (r) => symbols(r).join(',') === '0' },
      { q: 'm<=1u t:instant', has: ['Brainstorm', 'Opt'], not: ['Counterspell'] },
      { q: 'm>u t:instant c=u', not: ['Brainstorm'], has: ['Counterspell'] },
      { q: 'm!=u t:instant c=u mv=1', not: ['Brainstorm'] },
      { q: 'm:{G}{G}{G}', oracle: (r) => countSym(r, 'G') >= 3 },
      {
        q: 'is:hybrid',
        has: ['Kitchen Finks', 'Spectral Procession'],
        oracle: (r) => symbols(r).some((s) => s.replace('/P', '').includes('/')),
      },
      {
        q: 'is:phyrexian',
        has: ['Dismember', 'Birthing Pod'],
        oracle: (r) => symbols(r).some((s) => s.includes('P')),
      },
      {
        q: 'is:twobrid',
        has: ['Spectral Procession'],
        oracle: (r) => symbols(r).some((s) => /^\d+\//.test(s)),
      },
      {
        q: 'is:gold',
        has: ['Boros Charm'],
        not: ['Kitchen Finks'],
        oracle: (r) =>
          new Set(
            symbols(r)
              .filter((s) => /^[WUBRG](\/P)?$/.test(s))
              .map((s) => s[0]),
          ).size >= 2,
      },
      { q: 'c:m -is:gold', has: ['Kitchen Finks'] },
    ]);
  });

  describe('mana value', () => {
    runCases([
      { q: 'mv=3', oracle: (r) => mv(r) === 3 },
      { q: 'mv:3', oracle: (r) => mv(r) === 3 },
      { q: 'mv>5', oracle: (r) => mv(r) > 5 },
      { q: 'cmc<=1', oracle: (r) => mv(r) <= 1 },
      { q: 'mv>=10', oracle: (r) => mv(r) >= 10 },
      { q: 'mv!=2', oracle: (r) => mv(r) !== 2 },
      { q: 'mv<1', oracle: (r) => mv(r) < 1 },
      { q: 'mv:even', oracle: (r) => mv(r) % 2 === 0 },
      { q: 'mv:odd', oracle: (r) => mv(r) % 2 === 1 },
      { q: 'mv!=odd', oracle: (r) => mv(r) % 2 !== 1 },
      { q: 'mv=4 is:split', has: ['Fire // Ice'] },
      { q: 'mv=3 t:giant', has: ['Bonecrusher Giant // Stomp'] },
      { q: 'manavalue=16', has: ['Draco'] },
    ]);
  });

  describe('power, toughness, loyalty', () => {
    runCases([
      {
        q: 'pow>=5',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.power,
            (n) => n >= 5,
          ),
      },
      {
        q: 'power=0',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.power,
            (n) => n === 0,
          ),
      },
      {
        q: 'pow>=10',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.power,
            (n) => n >= 10,
          ),
      },
      {
        q: 'tou<2',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.toughness,
            (n) => n < 2,
          ),
      },
      {
        q: 'toughness>=8',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.toughness,
            (n) => n >= 8,
          ),
      },
      { q: 'pow:3 tou:2 name:aberration', has: ['Delver of Secrets // Insectile Aberration'] },
      {
        q: 'pow>tou',
        oracle: (r) =>
          faces(r).some((f) => (stat(f.power) ?? Number.NaN) > (stat(f.toughness) ?? Number.NaN)),
      },
      {
        q: 'tou>pow',
        oracle: (r) =>
          faces(r).some((f) => (stat(f.toughness) ?? Number.NaN) > (stat(f.power) ?? Number.NaN)),
      },
      { q: 'pow=tou t:creature mv=2', has: ['Grizzly Bears'] },
      { q: 'tou!=power t:creature mv=2', not: ['Grizzly Bears'] },
      {
        q: 'pt>=20',
        oracle: (r) => faces(r).some((f) => (stat(f.power) ?? -99) + (stat(f.toughness) ?? -99) >= 20),
      },
      {
        q: 'loy:3',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.loyalty,
            (n) => n === 3,
          ),
      },
      {
        q: 'loy>=6',
        oracle: (r) =>
          anyFace(
            r,
            (f) => f.loyalty,
            (n) => n >= 6,
          ),
      },
      { q: 'loyalty=3 OR loy=4', has: ['Jace, the Mind Sculptor'] },
      { q: 'pow=0 t:lhurgoyf', has: ['Tarmogoyf'] },
    ]);
  });

  describe('keyword', () => {
    runCases([
      { q: 'kw:flying', has: ['Serra Angel'], oracle: (r) => kws(r).some((k) => k.includes('flying')) },
      { q: 'keyword=flying', oracle: (r) => kws(r).includes('flying') },
      { q: 'kw:death', oracle: (r) => kws(r).some((k) => k.includes('death')) },
      { q: 'keywords:trample', oracle: (r) => kws(r).some((k) => k.includes('trample')) },
      { q: 'kw>3', oracle: (r) => kws(r).length > 3 },
      { q: 'kw>=2', oracle: (r) => kws(r).length >= 2 },
      { q: 'kw=0 t:creature', oracle: (r) => kws(r).length === 0 && typeHas(r, 'creature') },
      { q: 'kw!=flying t:angel', oracle: (r) => !kws(r).includes('flying') && typeHas(r, 'angel') },
      { q: 'kw:landfall', oracle: (r) => kws(r).some((k) => k.includes('landfall')) },
      { q: 'kw:1', oracle: (r) => kws(r).length === 1 },
    ]);
  });

  describe('is', () => {
    const front = (r: Raw) => lc(faces(r)[0]!.type_line);
    runCases([
      { q: 'is:spell', has: ['Lightning Bolt', 'Grizzly Bears'], not: ['Forest', 'Seat of the Synod'] },
      { q: 'is:permanent', has: ['Grizzly Bears', 'Forest'], not: ['Lightning Bolt'] },
      {
        q: 'not:permanent',
        has: ['Lightning Bolt'],
        oracle: (r) => !/creature|artifact|enchantment|planeswalker|land|battle/.test(front(r)),
      },
      { q: 'is:creature', oracle: (r) => typeHas(r, 'creature') },
      { q: 'is:land', oracle: (r) => /\bland\b/.test(lc(r.type_line)) },
      { q: 'is:instant', oracle: (r) => typeHas(r, 'instant') },
      { q: 'is:legendary', oracle: (r) => typeHas(r, 'legendary') },
      { q: 'is:historic', has: ['Sol Ring'], not: ['Lightning Bolt'] },
      { q: 'is:vanilla', has: ['Grizzly Bears'], not: ['Serra Angel'] },
      { q: 'is:dfc', has: ['Delver of Secrets // Insectile Aberration'], not: ['Fire // Ice'] },
      { q: 'is:mdfc', oracle: (r) => r.layout === 'modal_dfc' },
      { q: 'is:transform', oracle: (r) => r.layout === 'transform' },
      { q: 'is:split', has: ['Fire // Ice'], oracle: (r) => r.layout === 'split' },
      { q: 'is:adventure', has: ['Bonecrusher Giant // Stomp'], oracle: (r) => r.layout === 'adventure' },
      { q: 'is:flip', oracle: (r) => r.layout === 'flip' },
      { q: 'is:meld', has: ['Gisela, the Broken Blade'], oracle: (r) => r.layout === 'meld' },
      { q: 'is:saga', oracle: (r) => r.layout === 'saga' || typeHas(r, 'saga') },
      { q: 'is:class', oracle: (r) => r.layout === 'class' || typeHas(r, 'class') },
      { q: 'is:leveler', oracle: (r) => r.layout === 'leveler' },
      { q: 'is:mutate', oracle: (r) => r.layout === 'mutate' },
      { q: 'is:multiface', oracle: (r) => (r.card_faces?.length ?? 0) > 1 },
      { q: 'is:multicolor', oracle: (r) => colorsOf(r).size >= 2 },
      { q: 'is:colorless t:creature', oracle: (r) => colorsOf(r).size === 0 && typeHas(r, 'creature') },
      { q: '-is:spell t:land', has: ['Forest'] },
      { q: 'is:MDFC', oracle: (r) => r.layout === 'modal_dfc' },
    ]);
  });

  describe('layout', () => {
    runCases([
      { q: 'layout:split', oracle: (r) => r.layout === 'split' },
      { q: 'layout:modal_dfc', oracle: (r) => r.layout === 'modal_dfc' },
      {
        q: 'layout!=normal t:creature',
        oracle: (r) =>
          (r.layout ?? (r.name.includes(' // ') ? 'unknown' : 'normal')) !== 'normal' &&
          typeHas(r, 'creature'),
      },
    ]);
  });

  describe('combined', () => {
    runCases([
      {
        q: 't:creature (o:flash OR kw:flash) c:u mv<=3',
        has: ['Spellstutter Sprite', 'Brazen Borrower // Petty Theft'],
      },
      {
        q: '(c:r OR c:g) t:creature pow>=4 mv<=3',
        oracle: (r) =>
          (colorsOf(r).has('R') || colorsOf(r).has('G')) &&
          typeHas(r, 'creature') &&
          anyFace(
            r,
            (f) => f.power,
            (n) => n >= 4,
          ) &&
          mv(r) <= 3,
      },
      {
        q: '-(t:creature OR t:land) c:c',
        oracle: (r) => !typeHas(r, 'creature') && !typeHas(r, 'land') && colorsOf(r).size === 0,
      },
      { q: 't:instant AND o:counter AND mv=2 c=u', has: ['Counterspell', 'Mana Leak'] },
      { q: 'id<=izzet t:instant o:"deals 3 damage"', has: ['Lightning Bolt'] },
    ]);
  });
});

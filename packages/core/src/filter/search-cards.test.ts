// Table tests over the real card fixture: names, colours, types, text, set and rarity.
// Expected counts come from independent predicates over the raw JSON, not from the filter code.
import { describe } from 'vitest';
import { needs } from '../../../../test/requirements';
import {
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

const idOf = (r: Raw) => new Set(r.color_identity ?? r.colors ?? []);
const textHas = (r: Raw, w: string) => faces(r).some((f) => lc(f.oracle_text).includes(w));
const setOf = (s: string) => new Set(s.toUpperCase().split(''));
const sup = (a: Set<string>, b: string) => [...setOf(b)].every((c) => a.has(c));
const sub = (a: Set<string>, b: string) => [...a].every((c) => setOf(b).has(c));
const same = (a: Set<string>, b: string) => sup(a, b) && sub(a, b);
const RANK = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus'];
const rank = (r: Raw) => (r.rarity ? RANK.indexOf(r.rarity) : -1);

describe('search over real cards', needs({ 'card data': present }), () => {
  describe('name', () => {
    runCases([
      { q: 'bolt', has: ['Lightning Bolt', 'Bolt Bend'], not: ['Counterspell'] },
      { q: 'BOLT', oracle: (r) => lc(r.name).includes('bolt') },
      {
        q: 'lightning bolt',
        has: ['Lightning Bolt'],
        oracle: (r) => lc(r.name).includes('lightning') && lc(r.name).includes('bolt'),
      },
      { q: '"lightning bolt"', oracle: (r) => lc(r.name).includes('lightning bolt') },
      { q: '!"Lightning Bolt"', oracle: (r) => r.name === 'Lightning Bolt' },
      { q: '!ice', has: ['Fire // Ice'], not: ['Icequake'] },
      { q: 'name=ice', has: ['Fire // Ice'] },
      { q: 'name:delver', has: ['Delver of Secrets // Insectile Aberration', 'Phyrexian Delver'] },
      { q: 'n:aberration', has: ['Delver of Secrets // Insectile Aberration'] },
      {
        q: 'goblin guide',
        has: ['Goblin Guide'],
        oracle: (r) => lc(r.name).includes('goblin') && lc(r.name).includes('guide'),
      },
      {
        q: 'name:/^dark/',
        oracle: (r) => /^dark/i.test(r.name) || faces(r).some((f) => /^dark/i.test(f.name)),
      },
      { q: 'name:/ of the /', oracle: (r) => / of the /i.test(r.name) },
      { q: '-mox t:artifact mv=0', not: ['Mox Pearl'], has: ['Ornithopter'] },
      { q: 'mox t:artifact', has: ['Mox Pearl', 'Mox Sapphire', 'Mox Diamond'] },
      { q: 'stomp', has: ['Bonecrusher Giant // Stomp'] },
      { q: 'name!="lightning bolt" bolt', not: ['Lightning Bolt'], has: ['Bolt Bend'] },
    ]);
  });

  describe('color', () => {
    runCases([
      { q: 'c:r', has: ['Lightning Bolt'], not: ['Counterspell'], oracle: (r) => colorsOf(r).has('R') },
      { q: 'c:rg', oracle: (r) => sup(colorsOf(r), 'rg') },
      { q: 'color:gruul', oracle: (r) => sup(colorsOf(r), 'rg') },
      { q: 'c=rg', oracle: (r) => same(colorsOf(r), 'rg') },
      { q: 'c=azorius', has: ["Dovin's Veto"], oracle: (r) => same(colorsOf(r), 'wu') },
      { q: 'c<=esper', oracle: (r) => sub(colorsOf(r), 'wub') },
      { q: 'c<esper', oracle: (r) => sub(colorsOf(r), 'wub') && !same(colorsOf(r), 'wub') },
      { q: 'c>azorius', oracle: (r) => sup(colorsOf(r), 'wu') && colorsOf(r).size > 2 },
      { q: 'c>=uw', oracle: (r) => sup(colorsOf(r), 'wu') },
      { q: 'c!=u', oracle: (r) => !same(colorsOf(r), 'u') },
      { q: 'c<>u', oracle: (r) => !same(colorsOf(r), 'u') },
      { q: 'c:m', has: ['Boros Charm'], not: ['Lightning Bolt'], oracle: (r) => colorsOf(r).size >= 2 },
      { q: 'c:multicolor', oracle: (r) => colorsOf(r).size >= 2 },
      { q: 'c!=m', oracle: (r) => colorsOf(r).size < 2 },
      { q: 'c:c', has: ['Sol Ring'], oracle: (r) => colorsOf(r).size === 0 },
      { q: 'c:colorless', oracle: (r) => colorsOf(r).size === 0 },
      { q: 'c=0', oracle: (r) => colorsOf(r).size === 0 },
      { q: 'c=1', oracle: (r) => colorsOf(r).size === 1 },
      { q: 'c>=3', oracle: (r) => colorsOf(r).size >= 3 },
      { q: 'c:5', has: ['Niv-Mizzet Reborn'], oracle: (r) => colorsOf(r).size === 5 },
      { q: 'c<2', oracle: (r) => colorsOf(r).size < 2 },
      { q: 'c:blue', oracle: (r) => colorsOf(r).has('U') },
      { q: 'colour:white', oracle: (r) => colorsOf(r).has('W') },
      { q: 'c:jeskai', oracle: (r) => sup(colorsOf(r), 'urw') },
      { q: 'c=abzan', oracle: (r) => same(colorsOf(r), 'wbg') },
      { q: 'c=bant', oracle: (r) => same(colorsOf(r), 'gwu') },
      { q: 'c=grixis', oracle: (r) => same(colorsOf(r), 'ubr') },
      { q: 'c:chaos', oracle: (r) => sup(colorsOf(r), 'ubrg') },
      { q: 'c=wubrg', oracle: (r) => colorsOf(r).size === 5 },
      { q: 'c=quandrix', oracle: (r) => same(colorsOf(r), 'gu') },
      { q: '-c:w', oracle: (r) => !colorsOf(r).has('W') },
      { q: 'c:w -c:u', oracle: (r) => colorsOf(r).has('W') && !colorsOf(r).has('U') },
      { q: 'C:R', oracle: (r) => colorsOf(r).has('R') },
    ]);
  });

  describe('identity', () => {
    runCases([
      { q: 'id:esper', oracle: (r) => sub(idOf(r), 'wub') },
      { q: 'id<=esper', oracle: (r) => sub(idOf(r), 'wub') },
      { q: 'ci:wu', oracle: (r) => sub(idOf(r), 'wu') },
      { q: 'ci=wu', oracle: (r) => same(idOf(r), 'wu') },
      { q: 'identity>azorius', oracle: (r) => sup(idOf(r), 'wu') && idOf(r).size > 2 },
      { q: 'ci>1', oracle: (r) => idOf(r).size > 1 },
      { q: 'ci<=3', oracle: (r) => idOf(r).size <= 3 },
      { q: 'ci:m', oracle: (r) => idOf(r).size >= 2 },
      { q: 'ci!=m', oracle: (r) => idOf(r).size < 2 },
      { q: 'id:c t:land', has: ['Wasteland'], oracle: (r) => idOf(r).size === 0 && typeHas(r, 'land') },
      { q: 'id>=wubrg', oracle: (r) => idOf(r).size === 5 },
      { q: 'coloridentity:golgari', oracle: (r) => sub(idOf(r), 'bg') },
      { q: 'id=g c=0', oracle: (r) => same(idOf(r), 'g') && colorsOf(r).size === 0 },
      { q: 'id:esper t:instant', has: ['Counterspell'], not: ['Lightning Bolt'] },
    ]);
  });

  describe('type', () => {
    runCases([
      { q: 't:instant', has: ['Lightning Bolt', 'Fire // Ice'], oracle: (r) => typeHas(r, 'instant') },
      { q: 't:creature', oracle: (r) => typeHas(r, 'creature') },
      { q: 'type:legendary', oracle: (r) => typeHas(r, 'legendary') },
      { q: 't:legend t:creature', oracle: (r) => typeHas(r, 'legend') && typeHas(r, 'creature') },
      { q: 't:"legendary creature"', oracle: (r) => typeHas(r, 'legendary creature') },
      { q: 't:goblin -t:creature', oracle: (r) => typeHas(r, 'goblin') && !typeHas(r, 'creature') },
      { q: 't:sha', oracle: (r) => typeHas(r, 'sha') },
      {
        q: 't:elf t:druid',
        has: ['Llanowar Elves'],
        oracle: (r) => typeHas(r, 'elf') && typeHas(r, 'druid'),
      },
      {
        q: 't:land t:artifact',
        has: ['Seat of the Synod'],
        oracle: (r) => typeHas(r, 'land') && typeHas(r, 'artifact'),
      },
      { q: 't:/^legendary/', oracle: (r) => faces(r).some((f) => /^legendary/i.test(f.type_line ?? '')) },
      { q: 't:saga', oracle: (r) => typeHas(r, 'saga') },
      { q: 't=instant', oracle: (r) => typeHas(r, 'instant') },
      { q: 't!=creature', oracle: (r) => !typeHas(r, 'creature') },
      { q: 't:equipment', oracle: (r) => typeHas(r, 'equipment') },
      { q: 't:planeswalker', has: ['Jace, the Mind Sculptor'], oracle: (r) => typeHas(r, 'planeswalker') },
      { q: 't:kindred OR t:tribal', oracle: (r) => typeHas(r, 'kindred') || typeHas(r, 'tribal') },
      { q: 't:adventure', has: ['Bonecrusher Giant // Stomp'], oracle: (r) => typeHas(r, 'adventure') },
      { q: 'TYPE:Instant', oracle: (r) => typeHas(r, 'instant') },
    ]);
  });

  describe('oracle', () => {
    runCases([
      { q: 'o:"draw a card"', oracle: (r) => textHas(r, 'draw a card') },
      { q: 'o:"draw a card" t:instant mv<=1', has: ['Opt', 'Consider'], not: ['Brainstorm'] },
      { q: 'o:"draw three cards" t:instant mv<=1', has: ['Brainstorm'] },
      { q: 'o:flash t:creature', oracle: (r) => textHas(r, 'flash') && typeHas(r, 'creature') },
      { q: 'o:"destroy target creature"', oracle: (r) => textHas(r, 'destroy target creature') },
      {
        q: 'o:destroy o:target o:creature',
        oracle: (r) => textHas(r, 'destroy') && textHas(r, 'target') && textHas(r, 'creature'),
      },
      { q: 'o:":"', oracle: (r) => textHas(r, ':') },
      { q: 'o:"~ deals 3 damage"', has: ['Lightning Bolt'], not: ['Shock'] },
      { q: 'o:"tap target permanent"', has: ['Fire // Ice'] },
      { q: 'o:"damage can\'t be prevented" t:giant', has: ['Bonecrusher Giant // Stomp'] },
      {
        q: 'o:/^flying$/',
        has: ['Serra Angel'],
        oracle: (r) => faces(r).some((f) => /^flying$/im.test(f.oracle_text ?? '')),
      },
      {
        q: 'o:/draw (two|three) cards/',
        has: ['Brainstorm'],
        oracle: (r) => faces(r).some((f) => /draw (two|three) cards/i.test(f.oracle_text ?? '')),
      },
      { q: '-o:draw t:instant', oracle: (r) => !textHas(r, 'draw') && typeHas(r, 'instant') },
      { q: 'oracle:"enters tapped"', oracle: (r) => textHas(r, 'enters tapped') },
      {
        q: 'o:"search your library" t:land',
        oracle: (r) => textHas(r, 'search your library') && typeHas(r, 'land'),
      },
      { q: "text:'each opponent'", oracle: (r) => textHas(r, 'each opponent') },
      { q: 'o!=the', oracle: (r) => !textHas(r, 'the') },
      { q: 'O:"DRAW A CARD"', oracle: (r) => textHas(r, 'draw a card') },
    ]);
  });

  describe('set', () => {
    const inSet = (s: string) => (r: Raw) => r.printings.map((p) => p.toLowerCase()).includes(s);
    runCases([
      { q: 's:war', oracle: inSet('war') },
      { q: 'set:WAR', oracle: inSet('war') },
      { q: 'e:mh2', oracle: inSet('mh2') },
      { q: 'edition:lea', has: ['Black Lotus'], oracle: inSet('lea') },
      { q: 's!=lea t:artifact mv=0', not: ['Black Lotus'] },
      { q: 's:lea OR s:leb', oracle: (r) => inSet('lea')(r) || inSet('leb')(r) },
    ]);
  });

  describe('rarity', () => {
    runCases([
      { q: 'r:common', oracle: (r) => r.rarity === 'common' },
      { q: 'r:c', oracle: (r) => r.rarity === 'common' },
      { q: 'r>=rare', oracle: (r) => rank(r) >= 2 },
      { q: 'r<=uncommon', oracle: (r) => rank(r) >= 0 && rank(r) <= 1 },
      { q: 'r>rare', oracle: (r) => rank(r) > 2 },
      { q: 'rarity=mythic', oracle: (r) => r.rarity === 'mythic' },
      { q: 'r!=common', oracle: (r) => rank(r) >= 0 && r.rarity !== 'common' },
      { q: 'r<u', oracle: (r) => r.rarity === 'common' },
      { q: 'r:m s:war', oracle: (r) => r.rarity === 'mythic' && r.printings.includes('war') },
    ]);
  });
});

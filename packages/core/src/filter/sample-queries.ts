// Twenty realistic queries, shared by the search benchmark and the index equivalence tests.

/** A query and whether the benchmark counts it as complex (several fields, boolean structure). */
export interface SampleQuery {
  q: string;
  complex: boolean;
}

/** The queries `npm run bench:search` times; complex ones carry the 3 ms p50 target. */
export const SAMPLE_QUERIES: readonly SampleQuery[] = [
  { q: 'bolt', complex: false },
  { q: 't:creature', complex: false },
  { q: 'c:r', complex: false },
  { q: 'mv<=2', complex: false },
  { q: 'o:"draw a card"', complex: false },
  { q: 'id<=esper', complex: false },
  { q: 'r>=rare', complex: false },
  { q: 'kw:flying', complex: false },
  { q: 'is:mdfc', complex: false },
  { q: 's:war', complex: false },
  { q: 'o:"draw a card" t:instant mv<=1', complex: true },
  { q: 't:creature (o:flash OR kw:flash) c:u mv<=3', complex: true },
  { q: '(c:r OR c:g) t:creature pow>=4 mv<=3 -is:dfc', complex: true },
  { q: 'id<=izzet (t:instant OR t:sorcery) o:/deals \\d damage/', complex: true },
  { q: 'c:m -is:gold is:permanent r>=uncommon', complex: true },
  { q: 'm:{r/g}{r/g} OR m:{2/w} OR is:phyrexian', complex: true },
  { q: 't:legendary t:creature pow>tou id>=2 kw>1', complex: true },
  { q: '-(t:creature OR t:land) c:c mv>=2 o:"~"', complex: true },
  { q: 'o:"enters tapped" t:land -t:basic (id=2 OR id=3) -o:"pay 2 life"', complex: true },
  { q: '(o:destroy OR o:exile) o:"target creature" (t:instant OR t:sorcery) mv<=2 -c:m', complex: true },
];

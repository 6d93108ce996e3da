// What the importer reads, said once for people bringing a list from another tool. The CSV column
// spellings are those of core's CSV_COLUMN_ALIASES (compared by letters only, any case, any order).

const CSV_COLUMNS: [string, string][] = [
  ['Card name', 'name, card name, card'],
  ['Copies', 'count, quantity, qty (1 when there is no such column)'],
  [
    'Board',
    'board, section, zone: main, mainboard, deck, commander; sideboard, side, maybeboard, considering',
  ],
  ['Set', 'set code, edition code, set, edition (a code such as M11; a set name gives the default printing)'],
  ['Collector number', 'collector number, number, cn, card number'],
  ['Finish', 'finish, foil, printing: foil, etched, normal'],
  [
    'CubeCobra columns',
    'CMC, Type, Color, Rarity, Color Category, status, tags (; or , between tags), Notes, Custom',
  ],
];

/** The import page's help: the formats and marks read, and the CSV columns by their spellings. */
export function ImportHelp() {
  return (
    <details className="rounded-md border border-zinc-200 p-3 text-sm" data-testid="import-help">
      <summary className="cursor-pointer font-medium">What the importer reads</summary>
      <div className="mt-2 grid gap-2 text-zinc-700">
        <p>
          Text lists from Moxfield, Archidekt, MTGGoldfish, mtg.wtf, MythicHub and others: counts (4 or 4x),
          printings (SET) 123, [SET:123] or [SET], finishes *F* *E* [foil] and etched, #tags and Archidekt
          [categories] as tags, section lines such as Sideboard: 15 or == SIDEBOARD ==. An MTGO draft log is
          read as the drafter's picks. Every line that is not read, or read only in part, is named in the
          preview.
        </p>
        <p>CSV files are read by their header; these columns are used, the others ignored:</p>
        <table className="w-full text-left">
          <tbody>
            {CSV_COLUMNS.map(([what, spellings]) => (
              <tr key={what} className="border-t border-zinc-100 align-top">
                <th scope="row" className="py-1 pr-3 font-medium whitespace-nowrap">
                  {what}
                </th>
                <td className="py-1">{spellings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

import { describe, expect, it } from 'vitest';
import { escapeFormula, readCsv, unescapeFormula, writeCsv } from './csv';
import { parseCubeCobraCsv, writeCubeCobraCsv } from './cubecobra-csv';
import { exportEntry } from './export-entry.test-support';

describe('CSV cells that spreadsheets would run as formulas', () => {
  it('are written with a leading quote', () => {
    const text = writeCsv([
      ['=HYPERLINK("http://x","y")', '@SUM(A1)', '+2 Mace', '-3 life', 'plain', "'quoted"],
    ]);
    expect(text).toBe(`"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1),'+2 Mace,'-3 life,plain,'quoted\r\n`);
    expect(escapeFormula('\tx')).toBe("'\tx");
    expect(escapeFormula('\rx')).toBe("'\rx");
  });

  it('come back exactly, including texts that begin with quotes', () => {
    const cells = ['=1+1', '@x', '+2 Mace', '-', "'=x", "''+y", "'plain", "'", '', 'a=b', '\tTab', '\rCR'];
    expect(readCsv(writeCsv([cells])).rows[0]!.cells).toEqual(cells);
    for (const c of cells) expect(unescapeFormula(escapeFormula(c))).toBe(c);
  });

  it('a CubeCobra export round-trips names and notes that start with - or +', () => {
    const entries = [
      exportEntry('+2 Mace', { notes: '-1 in the next update', tags: ['=tag', '+1'] }),
      exportEntry('Opt', { notes: '=HYPERLINK("https://evil.example","click")' }),
    ];
    const text = writeCubeCobraCsv({ name: 'C', entries });
    expect(text).not.toMatch(/(^|,|")[=@+-]/m);
    const back = parseCubeCobraCsv(text).entries;
    expect(back.map((e) => [e.name, e.notes, e.tags])).toEqual([
      ['+2 Mace', '-1 in the next update', ['=tag', '+1']],
      ['Opt', '=HYPERLINK("https://evil.example","click")', undefined],
    ]);
  });
});

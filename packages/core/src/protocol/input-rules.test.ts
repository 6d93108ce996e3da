import { describe, expect, it } from 'vitest';
import { describeInputIssue, inputIssue, MAX_INPUT_DEPTH } from './input-rules';

describe('input rules', () => {
  it('refuses every C0 control character and DEL in a single-line field, naming the field', () => {
    for (let code = 0; code < 0x20; code++) {
      const issue = inputIssue({ cube: { name: `a${String.fromCharCode(code)}b` } });
      expect(issue?.path).toEqual(['cube', 'name']);
    }
    expect(describeInputIssue(inputIssue({ name: 'x\u007f' })!)).toBe(
      'Invalid request: name: must not contain control characters (found U+007F)',
    );
  });

  it('lets multi-line fields keep tab, line feed and carriage return, and nothing else', () => {
    expect(
      inputIssue({ description: 'a\r\nb\tc', content: '# t\n', notes: 'x\n', text: 'l1\nl2' }),
    ).toBeNull();
    expect(inputIssue({ description: 'a\u0000' })?.message).toContain('U+0000');
    expect(inputIssue({ description: 'a\u000b' })?.message).toContain('U+000B');
    expect(inputIssue({ ops: [{ notes: 'ok\n' }, { notes: 'bad\u0001' }] })?.path).toEqual([
      'ops',
      1,
      'notes',
    ]);
  });

  it('refuses a UTF-16 surrogate without its pair, in values and keys, multi-line or not', () => {
    expect(describeInputIssue(inputIssue({ boards: [{ name: 'a\ud800' }] })!)).toBe(
      'Invalid request: boards.0.name: must not contain an unpaired surrogate (found U+D800)',
    );
    expect(inputIssue({ content: '\udfffx' })?.message).toContain('U+DFFF');
    expect(inputIssue({ notes: 'a\udc00\ud83d' })?.path).toEqual(['notes']);
    expect(inputIssue({ tags: ['ok', 'end\ud83d'] })?.path).toEqual(['tags', 1]);
    expect(inputIssue({ 'k\ud800': 1 }, { dataKeys: true })?.message).toBe(
      'Keys must not contain an unpaired surrogate (found U+D800)',
    );
    expect(inputIssue({ name: '\ud83d\udc09 pair' })).toBeNull();
  });

  it('accepts ordinary text, including non-ASCII and emoji', () => {
    expect(inputIssue({ name: 'Über cube 🐉', tags: ['a b', 'ç'], n: 1, ok: true, none: null })).toBeNull();
  });

  it('applies the data rules to keys only when asked (JSON bodies), control characters always', () => {
    expect(inputIssue({ default: { 'a.b': 0 } })).toBeNull();
    expect(inputIssue({ default: { 'a.b': 0 } }, { dataKeys: true })).toEqual({
      path: ['default'],
      message: 'Key "a.b" must not contain . # $ / [ ] or control characters',
    });
    expect(inputIssue({ 'q\u0000': 'x' })?.message).toBe(
      'Keys must not contain control characters (found U+0000)',
    );
  });

  it('refuses nesting past the limit without recursion, even 100,000 levels deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputIssue(deep)?.message).toBe(
      `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
    );
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { a: fine };
    expect(inputIssue(fine)).toBeNull();
  });
});

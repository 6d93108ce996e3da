import { parseCardLine } from '@cubewright/core/formats';

/** The names of a pasted deck list, one per copy; sideboard lines and comments are left out. */
export function deckListNames(text: string): { names: string[]; errors: string[] } {
  const names: string[] = [];
  const errors: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Arena and MTGO exports end the deck at "Sideboard" (or a blank line before it in MTGO's case).
    if (/^(sideboard|side board)\b/i.test(line)) break;
    if (!line || line.startsWith('#') || line.startsWith('//') || /^(deck|commander|companion)$/i.test(line))
      continue;
    const parsed = parseCardLine(line);
    if ('error' in parsed) errors.push(`${line}: ${parsed.error}`);
    else for (let i = 0; i < parsed.count; i++) names.push(parsed.name);
  }
  return { names, errors };
}

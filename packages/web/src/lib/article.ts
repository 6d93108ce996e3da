// "a" or "an" before a name, by how its first word sounds rather than by its first letter: "an
// Island", "a Unicorn", "an Ulamog", "an hour". Card names are English, so a few spelling patterns
// cover the exceptions.

/** Vowel letters that open with a consonant sound ("a unicorn", "a European", "a one-shot"). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|ewe|one\b|once\b|ouija)/i;
/** A silent h: the word opens with its vowel ("an hour", "an honest"). */
const SILENT_H = /^(hour|honou?r|honest|heir)/i;
/** Letters said with a vowel sound when a name is an initialism or starts with one ("an X-ray", "an 8"). */
const VOWEL_SOUND_INITIAL = /^([aefhilmnorsx](?:$|[-\s.])|8|11|18)/i;

/** `name` with the right indefinite article in front. */
export function withArticle(name: string): string {
  const word = name.trim();
  const an =
    SILENT_H.test(word) ||
    VOWEL_SOUND_INITIAL.test(word) ||
    (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word));
  return `${an ? 'an' : 'a'} ${word}`;
}

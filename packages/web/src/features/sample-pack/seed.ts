// Seeds in the sample-pack URL: whole numbers, so a link reads well and copies cleanly.

const MAX_SEED = 2 ** 31 - 1;

/** The seed of a `?seed=` value, or null when it is missing or not a whole number in range. */
export function parseSeed(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= MAX_SEED ? n : null;
}

/** A fresh random seed, different from `previous` so "New pack" always changes the URL. */
export function randomSeed(previous: number | null = null, random: () => number = Math.random): number {
  for (;;) {
    const seed = 1 + Math.floor(random() * MAX_SEED);
    if (seed !== previous) return seed;
  }
}

/** "1st", "2nd", "3rd", "4th", ... "11th", "12th", "13th", "21st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

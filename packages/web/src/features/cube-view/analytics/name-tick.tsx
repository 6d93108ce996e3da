// A category axis tick that keeps a name on one line. Recharts' own tick wraps a long name into one
// <tspan> per line with nothing between them, so its text reads "Sword of theAncients" (to a screen
// reader, a copy, a search) and on a busy axis the lines run into the next name's.

/** `name` cut to `max` characters at a word boundary when it can be, with an ellipsis. */
export function fitName(name: string, max: number): string {
  if (name.length <= max) return name;
  // Up to the last space before the limit; the limit itself when a word ends right there.
  const cut = name.slice(0, max - 1);
  const space = name[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** The axis width the name must fit in, in px. */
  width?: number | string;
}

/** Average width of a character of the 11 px axis font, in px (generous, so names never clip). */
const CHAR_PX = 6.2;

/** A Y-axis tick showing the name on one line (cut to the axis width) and the whole name on hover. */
export function NameTick({ x = 0, y = 0, payload, width = 140 }: TickProps) {
  const name = String(payload?.value ?? '');
  const max = Math.max(4, Math.floor((Number(width) - 12) / CHAR_PX));
  return (
    <text x={Number(x)} y={Number(y)} dy="0.32em" textAnchor="end" fontSize={11} fill="#3f3f46">
      <title>{name}</title>
      {fitName(name, max)}
    </text>
  );
}

/** Average width of a character of the 12 px category font, in px. */
const LABEL_CHAR_PX = 7;

/**
 * An X-axis tick for a row of category labels: level while every label fits its bar's width, slanted
 * when they would run together ("CreaturePlaneswalkerInstant" on a phone).
 */
export function SlantingTick({
  x = 0,
  y = 0,
  payload,
  width = 0,
  visibleTicksCount = 1,
}: TickProps & { visibleTicksCount?: number }) {
  const label = String(payload?.value ?? '');
  const band = Number(width) / Math.max(1, visibleTicksCount);
  const level = label.length * LABEL_CHAR_PX <= band - 6;
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      dy="0.71em"
      fontSize={12}
      fill="#3f3f46"
      textAnchor={level ? 'middle' : 'end'}
      transform={level ? undefined : `rotate(-35 ${Number(x)} ${Number(y)})`}
    >
      {label}
    </text>
  );
}

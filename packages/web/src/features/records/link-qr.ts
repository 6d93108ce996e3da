import qrcode from 'qrcode-generator';

/** The blank border a reader needs around the code, in modules (the QR specification asks for four). */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text` as rows of dark (true) and light modules, at error correction level M (a
 * printed code on a game store table survives some wear), in the smallest version that holds it.
 */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const n = code.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => code.isDark(r, c)));
}

/** One SVG path of the dark modules, in module units, offset by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`);
    });
  });
  return parts.join('');
}

import { QUIET_ZONE, qrModules, qrPath } from './link-qr';

/**
 * The share link as a QR code, for a phone's camera at a game store table: black modules on white with
 * the quiet zone around them, drawn as one SVG path so it stays sharp at any size and prints cleanly.
 */
export default function LinkQrCode({ link }: { link: string }) {
  const modules = qrModules(link);
  const side = modules.length + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label="QR code of the link for the players"
      data-testid="share-link-qr"
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-56 max-w-full bg-white"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}

import {
  DECK_FORMAT_INFO,
  DECK_FORMATS,
  type DeckFormat,
  deckFileName,
  type ExportDeck,
  writeDeck,
} from '@cubewright/core/formats';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { DeckProxies } from '../print/deck-proxies';

/** Saves `text` as a file through a temporary link (no server round trip: the deck is on screen). */
function saveFile(text: string, fileName: string, contentType: string) {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** One download button per deck format (MTGA, MTGO .dek, plain text, Cockatrice), named after the cube, and proxies. */
export function DeckDownloads({
  deck,
  cubeName,
  formats = DECK_FORMATS,
  label = 'Download the deck',
}: {
  deck: ExportDeck;
  cubeName: string;
  formats?: readonly DeckFormat[];
  label?: string;
}) {
  const download = (format: DeckFormat) =>
    saveFile(writeDeck(format, deck), deckFileName(cubeName, format), DECK_FORMAT_INFO[format].contentType);
  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label={label}>
      {formats.map((f) => (
        <Button key={f} variant="outline" onClick={() => download(f)}>
          <Download className="size-4" aria-hidden="true" /> {DECK_FORMAT_INFO[f].label}
        </Button>
      ))}
      <DeckProxies deck={deck} />
    </fieldset>
  );
}

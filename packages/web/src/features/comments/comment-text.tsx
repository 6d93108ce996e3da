import { useMemo } from 'react';
import { CardName } from '../cube-view/card-preview';
import { cardLinkParts } from '../cube-view/whitepaper/card-links';
import { useLinkedCards } from '../cube-view/whitepaper/linked-cards';

/**
 * A comment's text as written (no markdown), with `[[Card Name]]` linking to the card's page and
 * previewing it, as in the white paper. A name that matches no card stays plain, dotted.
 */
export function CommentText({ text }: { text: string }) {
  const parts = useMemo(() => cardLinkParts(text), [text]);
  const names = useMemo(() => parts.flatMap((p) => ('name' in p ? [p.name] : [])), [parts]);
  const { data: cards } = useLinkedCards(names);
  return (
    <p className="break-words whitespace-pre-wrap text-zinc-900">
      {parts.map((part, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        if ('text' in part) return <span key={i}>{part.text}</span>;
        const card = cards?.get(part.name);
        return card ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <CardName key={i} card={card} className="inline font-medium text-brand-dark underline">
            {part.name}
          </CardName>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={i}
            className="text-zinc-700 underline decoration-dotted"
            title={cards ? 'Unknown card' : undefined}
          >
            {part.name}
          </span>
        );
      })}
    </p>
  );
}

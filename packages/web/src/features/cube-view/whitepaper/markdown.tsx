import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CardName } from '../card-preview';
import { cardLinkNames, cardNameOfHref, linkifyCardNames } from './card-links';
import { useLinkedCards } from './linked-cards';

/** White paper markdown (GFM, sanitized) with `[[Card Name]]` links that preview the card. */
export function WhitepaperMarkdown({ content }: { content: string }) {
  const names = useMemo(() => cardLinkNames(content), [content]);
  const source = useMemo(() => linkifyCardNames(content), [content]);
  const { data: cards } = useLinkedCards(names);
  const components = useMemo<Components>(
    () => ({
      a({ href, children, node: _node, ...props }) {
        const name = cardNameOfHref(href);
        if (name === null)
          return (
            <a href={href} {...props} rel="noopener noreferrer">
              {children}
            </a>
          );
        const card = cards?.get(name);
        if (!card) {
          return (
            <span
              className="text-zinc-700 underline decoration-dotted"
              title={cards ? 'Unknown card' : undefined}
            >
              {children}
            </span>
          );
        }
        return (
          <CardName card={card} className="inline font-medium text-brand-dark underline">
            {children}
          </CardName>
        );
      },
    }),
    [cards],
  );
  return (
    <div className="prose-whitepaper grid gap-3 text-zinc-900 [&_a]:text-brand-dark [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-zinc-100 [&_pre]:p-3 [&_table]:border-collapse [&_td]:border [&_td]:border-zinc-300 [&_td]:px-2 [&_th]:border [&_th]:border-zinc-300 [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}

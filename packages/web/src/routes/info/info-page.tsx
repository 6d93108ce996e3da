import { About } from './about';
import { Privacy, Terms } from './legal';
import { Roadmap } from './roadmap';

const PAGES = { about: About, roadmap: Roadmap, terms: Terms, privacy: Privacy };

/** The public information pages, in a readable prose column. */
export default function InfoPage({ page }: { page: keyof typeof PAGES }) {
  const Content = PAGES[page];
  return (
    <article className="prose-info mx-auto max-w-2xl">
      <Content />
    </article>
  );
}

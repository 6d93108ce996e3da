import { Link } from 'react-router';
import { HelpReference } from '../../features/search/help-reference';

/** /search/help: the search syntax reference; every example runs its search. */
export default function SearchHelpPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold text-zinc-900">Search syntax</h1>
        <p className="text-sm text-zinc-700">
          The same syntax filters a cube's list, the card search and draft slots. Click any example to run it,
          or go back to the{' '}
          <Link to="/search" className="text-brand hover:underline">
            search page
          </Link>
          .
        </p>
      </header>
      <HelpReference />
    </div>
  );
}

import { FIELD_HELP, type FieldExample, type FieldHelp, SYNTAX_HELP } from '@cubewright/core/filter';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { searchHref } from './search-state';

/** Examples as a definition list; each query is a link that runs it on /search. */
function Examples({ examples }: { examples: FieldExample[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {examples.map((ex) => (
        <div key={ex.query} className="contents">
          <dt>
            <Link
              to={searchHref(ex.query)}
              className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-sm text-brand-dark hover:underline"
              aria-label={`Search for ${ex.query}`}
            >
              {ex.query}
            </Link>
          </dt>
          <dd className="text-sm text-zinc-700">{ex.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

function FieldEntry({ help }: { help: FieldHelp }) {
  return (
    <section
      id={`field-${help.field}`}
      aria-labelledby={`field-${help.field}-title`}
      className="grid gap-2 rounded-lg border border-zinc-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`field-${help.field}-title`} className="font-mono text-base font-semibold text-zinc-900">
          {help.field}
        </h3>
        {help.cubeOnly && <Badge>In a cube's list only</Badge>}
        {help.searchOnly && <Badge>Card search only</Badge>}
      </div>
      <p className="text-sm text-zinc-800">{help.description}</p>
      <p className="text-xs text-zinc-600">
        Names: <span className="font-mono">{help.aliases.join(', ')}</span> · Operators:{' '}
        <span className="font-mono">{help.operators.join(' ')}</span>
      </p>
      <Examples examples={help.examples} />
    </section>
  );
}

/** The whole search syntax reference: how terms combine, then every field with its examples. */
export function HelpReference() {
  const cardFields = FIELD_HELP.filter((f) => !f.cubeOnly);
  const cubeFields = FIELD_HELP.filter((f) => f.cubeOnly);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="syntax-combine" className="grid gap-3">
        <h2 id="syntax-combine" className="text-lg font-semibold text-zinc-900">
          Combining terms
        </h2>
        <p className="text-sm text-zinc-700">
          A query is a list of terms such as <code className="font-mono">t:creature</code> or{' '}
          <code className="font-mono">mv&lt;=2</code>. Field names and values are case-insensitive; quote
          values with spaces. <code className="font-mono">&lt;&gt;</code> is the same as{' '}
          <code className="font-mono">!=</code>.
        </p>
        <div className="rounded-lg border border-zinc-200 bg-white p-4">
          <Examples examples={SYNTAX_HELP} />
        </div>
      </section>
      <nav aria-label="Fields" className="flex flex-wrap gap-1.5 text-sm">
        {FIELD_HELP.map((f) => (
          <a
            key={f.field}
            href={`#field-${f.field}`}
            className="rounded border border-zinc-300 px-2 py-0.5 font-mono hover:bg-zinc-100"
          >
            {f.field}
          </a>
        ))}
      </nav>
      <section aria-labelledby="syntax-fields" className="grid gap-3">
        <h2 id="syntax-fields" className="text-lg font-semibold text-zinc-900">
          Card fields
        </h2>
        {cardFields.map((f) => (
          <FieldEntry key={f.field} help={f} />
        ))}
      </section>
      <section aria-labelledby="syntax-cube-fields" className="grid gap-3">
        <h2 id="syntax-cube-fields" className="text-lg font-semibold text-zinc-900">
          Cube list fields
        </h2>
        <p className="text-sm text-zinc-700">
          These work in a cube's list filter, where each card has tags, notes, a board, a status and a finish.
          In the card search over all cards they match nothing.
        </p>
        {cubeFields.map((f) => (
          <FieldEntry key={f.field} help={f} />
        ))}
      </section>
    </div>
  );
}

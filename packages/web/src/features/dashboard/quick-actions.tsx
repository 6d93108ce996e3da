import { FileUp, Plus, Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import { Panel, PanelTitle } from '../../components/ui/panel';

const ACTIONS = [
  { title: 'Create cube', url: '/cubes/create', icon: Plus },
  { title: 'Import', url: '/tools/import-cube', icon: FileUp },
  { title: 'Draft', url: '/draft/multi', icon: Shuffle },
];

/** Quick actions: create, import, draft. */
export function QuickActions() {
  return (
    <Panel aria-labelledby="quick-actions-heading">
      <PanelTitle id="quick-actions-heading">Quick actions</PanelTitle>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {ACTIONS.map(({ title, url, icon: Icon }) => (
          <li key={url}>
            <Link
              to={url}
              className="flex items-center gap-2 rounded-md border border-zinc-200 px-3 py-2 text-sm text-zinc-800 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Icon className="size-4 text-brand-dark" aria-hidden="true" /> {title}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

// "Compare with another cube": pick one of your cubes, a followed cube, or any cube by id or link (kept
// in the URL as ?compare=<id> so a comparison can be shared), then both cubes side by side: counts by
// colour, type and curve, and the card names they share or hold alone (core's compareCubes).
import {
  type CubeComparison,
  compareCubes,
  type NameCopies,
  type PairedCount,
} from '@cubewright/core/analytics';
import type { CubeDetail } from '@cubewright/core/protocol';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../../components/ui/button';
import { Input, Label, selectClass } from '../../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { useMyCubes } from '../../../lib/my-cubes';
import { useSession } from '../../../lib/session';
import { useFollowing } from '../../community/api';
import { cubeIdFrom } from '../../draft/my-cube-select';
import { LoadError } from '../load-error';
import { useCubeCards } from '../use-cube-cards';
import { CATEGORY_NAMES } from './chart-data';
import { compareEntriesOf } from './compare-data';

const PARAM = 'compare';

function CubePicker({ cube, onPick }: { cube: CubeDetail; onPick: (cubeId: string) => void }) {
  const { data: session } = useSession();
  const userId = session?.user?.id;
  const mine = useMyCubes(userId);
  const following = useFollowing(!!userId);
  const ids = { select: useId(), other: useId() };
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const others = <T extends { id: string }>(cubes: T[]) => cubes.filter((c) => c.id !== cube.id);
  const groups = [
    { label: 'Your cubes', cubes: others(mine.data?.cubes ?? []) },
    { label: 'Cubes you follow', cubes: others((following.data?.cubes ?? []).map((f) => f.cube)) },
  ];

  function submit(e: FormEvent) {
    e.preventDefault();
    const id = typed.trim() ? cubeIdFrom(typed) : chosen;
    if (id) onPick(id);
  }
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.select}>Cube to compare with</Label>
        <select
          id={ids.select}
          className={selectClass}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{userId ? 'Choose a cube' : 'Sign in to pick from your cubes'}</option>
          {groups.map(
            ({ label, cubes }) =>
              cubes.length > 0 && (
                <optgroup key={label} label={label}>
                  {cubes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.cardCount} cards)
                    </option>
                  ))}
                </optgroup>
              ),
          )}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.other}>Or a cube id or link</Label>
        <Input
          id={ids.other}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. abc123"
        />
      </div>
      <Button type="submit" disabled={!chosen && !typed.trim()}>
        Compare
      </Button>
    </form>
  );
}

function PairedPanel({
  title,
  rows,
  names,
  label = (l) => l,
}: {
  title: string;
  rows: PairedCount[];
  names: [string, string];
  label?: (label: string) => string;
}) {
  const data = rows.map((r) => ({ label: label(r.label), a: r.a, b: r.b }));
  return (
    <section className="grid gap-2">
      <h3 className="font-medium">{title}</h3>
      <figure aria-label={`${title}: both cubes`} className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="a" name={names[0]} fill="#4f46e5" isAnimationActive={false} />
            <Bar dataKey="b" name={names[1]} fill="#f59e0b" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <table className="text-sm" aria-label={`${title} side by side`}>
        <thead className="text-left">
          <tr className="border-b border-zinc-200">
            <th scope="col" className="py-1 pr-2 font-medium">
              {title}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {names[0]}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {names[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((r) => (
            <tr key={r.label} className="border-b border-zinc-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-zinc-700">
                {r.label}
              </th>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{r.a}</td>
              <td className="py-1 text-right font-mono tabular-nums">{r.b}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function NameList({ title, testId, rows }: { title: string; testId: string; rows: NameCopies[] }) {
  return (
    <details className="rounded border border-zinc-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {title}: <span data-testid={testId}>{rows.length}</span>
      </summary>
      <ul className="mt-2 columns-1 gap-4 sm:columns-2 lg:columns-3">
        {rows.map((r) => (
          <li key={r.name}>
            {r.name}
            {(r.a > 1 || r.b > 1) && (
              <span className="text-zinc-500">
                {' '}
                ({r.a} / {r.b})
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ComparisonView({
  comparison: c,
  names,
}: {
  comparison: CubeComparison;
  names: [string, string];
}) {
  return (
    <div className="grid gap-4" data-testid="cube-comparison">
      <p className="text-sm text-zinc-700">
        Main boards: <strong>{names[0]}</strong> {c.totals.a} cards, <strong>{names[1]}</strong> {c.totals.b}{' '}
        cards. Cards match by name; copies show as ({names[0]} / {names[1]}).
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <PairedPanel
          title="Colour categories"
          rows={c.colors}
          names={names}
          label={(l) => CATEGORY_NAMES[l] ?? l}
        />
        <PairedPanel title="Card types" rows={c.types} names={names} />
        <PairedPanel title="Mana curve (lands left out)" rows={c.curve} names={names} />
      </div>
      <div className="grid gap-2">
        <NameList title="Cards in common" testId="compare-in-common" rows={c.inCommon} />
        <NameList title={`Only in ${names[0]}`} testId="compare-only-a" rows={c.onlyA} />
        <NameList title={`Only in ${names[1]}`} testId="compare-only-b" rows={c.onlyB} />
      </div>
    </div>
  );
}

function Comparison({ cube, otherId }: { cube: CubeDetail; otherId: string }) {
  const a = useCubeCards(cube.id);
  const b = useCubeCards(otherId);
  const comparison = useMemo(
    () => (a.data && b.data ? compareCubes(compareEntriesOf(a.data), compareEntriesOf(b.data)) : null),
    [a.data, b.data],
  );
  if (a.isLoading || b.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 text-zinc-700">
        <Spinner /> Loading both cubes...
      </div>
    );
  }
  if (!a.data) return <LoadError what="this cube" error={a.error} retry={() => void a.refetch()} />;
  if (!b.data) return <LoadError what="the other cube" error={b.error} retry={() => void b.refetch()} />;
  if (!comparison) return null;
  // Two cubes may share a name: tell them apart in the legends and headings.
  const nameB = b.data.cube.name === cube.name ? `${b.data.cube.name} (other)` : b.data.cube.name;
  return <ComparisonView comparison={comparison} names={[cube.name, nameB]} />;
}

export default function CompareSection({ cube }: { cube: CubeDetail }) {
  const [params, setParams] = useSearchParams();
  const otherId = params.get(PARAM) ?? '';
  const pick = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(PARAM, id);
      return next;
    });
  return (
    <Panel aria-labelledby="compare-title" className="grid gap-4">
      <div>
        <PanelTitle id="compare-title">Compare with another cube</PanelTitle>
        <PanelDescription>
          Side by side: colours, types and curve of both main boards, and which cards they share.
        </PanelDescription>
      </div>
      <CubePicker cube={cube} onPick={pick} />
      {otherId && <Comparison key={otherId} cube={cube} otherId={otherId} />}
    </Panel>
  );
}

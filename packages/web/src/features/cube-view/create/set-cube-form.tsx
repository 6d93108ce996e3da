import {
  type CardOp,
  CUBE_NAME_MAX_LENGTH,
  CUBE_TARGET_SIZE_MAX,
  planSetCube,
  VISIBILITIES,
} from '@cubewright/core/cube';
import type { CubeResponse, SetCardsResponse, SetsResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label, selectClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { failureText, saveChanges } from '../../cube-edit/edit-api';
import { VISIBILITY_HELP } from './create-cube-form';

const SEATS = [2, 4, 6, 8, 10, 12] as const;
const PACKS = 3;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Start from a set": pick a set of the printing data; the cube gets its booster cards, each in as many
 * copies as the chosen table needs (the plan is shown before anything is made), and a draft format of
 * the set's boosters. Made in three steps with their progress: the cube, its cards, its format.
 */
export function SetCubeForm() {
  const sets = useQuery({
    queryKey: ['sets'],
    queryFn: () => api<SetsResponse>('/api/sets'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [code, setCode] = useState('');
  const [seats, setSeats] = useState(8);
  const [typedName, setName] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<(typeof VISIBILITIES)[number]>('public');
  const [step, setStep] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { set: useId(), seats: useId(), name: useId(), visibility: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cards = useQuery({
    queryKey: ['sets', code],
    queryFn: () => api<SetCardsResponse>(`/api/sets/${encodeURIComponent(code)}`),
    enabled: code !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const set = cards.data?.set;
  const name = typedName ?? (set ? `${set.name} set cube`.slice(0, CUBE_NAME_MAX_LENGTH) : '');
  const planned = useMemo(
    () => (cards.data ? planSetCube(cards.data.set.name, cards.data.cards, { seats, packs: PACKS }) : null),
    [cards.data, seats],
  );

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!planned?.ok || !set) return;
    const { plan } = planned;
    setError(null);
    try {
      setStep('Creating the cube…');
      const { cube } = await api<CubeResponse>('/api/cubes', {
        body: {
          name: name.trim(),
          visibility,
          size: Math.min(plan.total, CUBE_TARGET_SIZE_MAX),
          recommendedDraftFormat: plan.format.name,
          description: `The booster cards of ${set.name} (${set.code.toUpperCase()}), made for ${seats} players opening ${PACKS} packs.`,
        },
      });
      setStep(`Adding ${plan.total} cards…`);
      const ops: CardOp[] = plan.cards.flatMap((c) =>
        Array.from({ length: c.copies }, () => ({
          type: 'add' as const,
          card: { cardId: c.cardId, name: c.name, printingId: c.printingId, rarity: c.rarity },
        })),
      );
      const saved = await saveChanges(cube.id, {
        baseVersion: cube.version,
        ops,
        summary: `The booster cards of ${set.name}`,
      });
      if (!saved.ok) throw new Error(saved.message);
      setStep('Setting the draft format…');
      await api(`/api/cubes/${encodeURIComponent(cube.id)}/draft-formats`, {
        method: 'PUT',
        body: { custom: [plan.format] },
      });
      void queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] });
      navigate(`/cubes/${encodeURIComponent(cube.id)}`);
    } catch (err) {
      setError(failureText(err));
      setStep(null);
    }
  };

  if (sets.isError) return <FormMessage error={failureText(sets.error)} />;
  return (
    <form className="grid gap-4" onSubmit={create} aria-label="Cube from a set">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.set}>Set</Label>
          <select
            id={ids.set}
            className={selectClass}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setName(null);
            }}
            disabled={!sets.data}
          >
            <option value="">{sets.data ? 'Choose a set' : 'Loading sets…'}</option>
            {sets.data?.sets.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code.toUpperCase()}
                {s.releasedAt ? `, ${s.releasedAt.slice(0, 4)}` : ''})
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.seats}>Players</Label>
          <select
            id={ids.seats}
            className={selectClass}
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          >
            {SEATS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {cards.isLoading && <Spinner />}
      {cards.isError && <FormMessage error={failureText(cards.error)} />}
      {planned && !planned.ok && <FormMessage error={planned.error} />}
      {planned?.ok && (
        <div
          role="status"
          className="grid gap-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
        >
          <p>
            <strong>{planned.plan.total} cards</strong> for {seats} players opening {PACKS} packs:
          </p>
          <ul className="list-disc pl-5">
            {(['common', 'uncommon', 'rare', 'mythic'] as const)
              .filter((r) => planned.plan.counts[r].cards > 0)
              .map((r) => {
                const { cards: n, copies } = planned.plan.counts[r];
                return (
                  <li key={r}>
                    {plural(n, r)}
                    {copies > n && `, ${copies / n} copies each`}
                  </li>
                );
              })}
          </ul>
          <p>Draft format: {planned.plan.format.description}</p>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          {/* Named apart from the Create Cube form's fields above, which share the page. */}
          <Label htmlFor={ids.name}>Set cube name</Label>
          <Input
            id={ids.name}
            value={name}
            maxLength={CUBE_NAME_MAX_LENGTH}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.visibility}>Set cube visibility</Label>
          <select
            id={ids.visibility}
            className={selectClass}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as typeof visibility)}
          >
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_HELP[v][0]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormMessage error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!planned?.ok || !name.trim() || step !== null}>
          {step && <Spinner className="size-4 text-white" />} Create set cube
        </Button>
        {step && (
          <span role="status" className="text-sm text-zinc-700">
            {step}
          </span>
        )}
      </div>
    </form>
  );
}

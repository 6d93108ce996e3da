import type { RecordStatsResponse, RecordTallyWire } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Input } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { PlayerRecords } from './player-records';
import { percent, recordStatsQuery } from './records-api';

/** "55.0% (12 matches, 95%: 34.0–74.0%)": a win rate never shown without its count and interval. */
export function winRateText(t: Pick<RecordTallyWire, 'winRate' | 'matches' | 'interval'>): string {
  if (t.winRate === null || !t.interval) return 'no matches';
  return `${percent(t.winRate)} (${t.matches} ${t.matches === 1 ? 'match' : 'matches'}, 95%: ${percent(t.interval[0])}–${percent(t.interval[1])})`;
}

function GroupTable({ title, rows }: { title: string; rows: RecordStatsResponse['tags'] }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-sm" aria-label={title}>
      <thead className="text-left text-zinc-600">
        <tr>
          <th className="py-1 pr-3">{title}</th>
          <th className="py-1 pr-3">Decks</th>
          <th className="py-1 pr-3">Match win rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((g) => (
          <tr key={g.key} className="border-t border-zinc-100">
            <td className="py-1 pr-3">{g.key}</td>
            <td className="py-1 pr-3">{g.decks}</td>
            <td className="py-1 pr-3">{winRateText(g)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the cube's records teach: cards (main decks only), colour pairs, archetype tags and players. */
export function RecordStatsPanel({ cubeId }: { cubeId: string }) {
  const q = useQuery(recordStatsQuery(cubeId));
  const [filter, setFilter] = useState('');
  if (!q.data || q.data.events === 0) return null;
  const needle = filter.trim().toLowerCase();
  const cards = q.data.cards.filter((c) => !needle || c.name.toLowerCase().includes(needle)).slice(0, 100);
  return (
    <Panel>
      <PanelTitle>What the records teach</PanelTitle>
      <PanelDescription>
        {q.data.events} events, {q.data.decks} decks. Cards count in main decks only; a win rate shows its
        number of matches and 95% interval, so a few matches are not over-read.
      </PanelDescription>
      <div className="mt-3 grid gap-4">
        <GroupTable title="Colours" rows={q.data.colorPairs} />
        <GroupTable title="Archetype tag" rows={q.data.tags} />
        <PlayerRecords cubeId={cubeId} players={q.data.players} />
        <Input
          aria-label="Filter cards"
          placeholder="Filter cards by name"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="max-w-xs"
        />
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label="Cards in recorded decks">
            <thead className="text-left text-zinc-600">
              <tr>
                <th className="py-1 pr-3">Card</th>
                <th className="py-1 pr-3">Decks</th>
                <th className="py-1 pr-3">Main-deck rate</th>
                <th className="py-1 pr-3">Match win rate</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.cardId} className="border-t border-zinc-100">
                  <td className="py-1 pr-3">{c.name}</td>
                  <td className="py-1 pr-3">{c.decks}</td>
                  <td className="py-1 pr-3">{percent(c.mainDeckRate)}</td>
                  <td className="py-1 pr-3">{winRateText(c)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  );
}

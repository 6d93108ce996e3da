import { useEffect, useState } from 'react';

// A turn's deadline when turns last hours or days (an asynchronous rotisserie): the date and time it
// falls due and how long is left, refreshed every half minute rather than ticking seconds.

/** "2 d 3 h", "5 h 20 min", "12 min", "less than a minute". */
export function timeLeft(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min`;
}

export function TurnDeadline({ deadline, whose }: { deadline: number; whose: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const due = new Date(deadline).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const left = deadline - now;
  return (
    <p role="timer" aria-label="Turn deadline" className="text-sm text-zinc-700" data-testid="turn-deadline">
      {whose} pick is due {due}
      {left > 0 ? ` (in ${timeLeft(left)})` : ' (now: a bot picks if it stays unmade)'}.
    </p>
  );
}

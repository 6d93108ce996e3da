import { useEffect, useState } from 'react';

/** Seconds left as people read them: "42s", "3m 05s", "26h 10m" (an asynchronous draft's clock). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** The time the seat to move has left before its move is played for it. */
export function TurnClock({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = (deadline - now) / 1000;
  return (
    <span role="timer" aria-label="Time left for this turn" className={left <= 10 ? 'text-red-700' : ''}>
      {clockText(left)} left
    </span>
  );
}

export { type Clock, dateOf, systemClock, type TimerHandle } from './clock';
export { ManualClock } from './manual-clock';

/** The most drafts one simulation runs (the browser worker); the server caps its own runs lower. */
export const MAX_SIMULATION_DRAFTS = 10_000;

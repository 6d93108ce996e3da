// Who a cube takes proposals from, apart from proposals.ts and its zod schemas so that the proposals
// tab does not load zod to show the setting (ADR 0077).

export const PROPOSALS_WELCOME = ['anyone', 'followers', 'off'] as const;
export type ProposalsWelcome = (typeof PROPOSALS_WELCOME)[number];

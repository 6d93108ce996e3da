import type { ProposalStatus } from '@cubewright/core/cube';

/** The badge variant of each proposal status, on the list and on a proposal's page. */
export const STATUS_BADGE: Record<ProposalStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  open: 'default',
  accepted: 'secondary',
  declined: 'destructive',
  withdrawn: 'outline',
};

import type { CubeDetail } from '@cubewright/core/protocol';
import {
  Dices,
  Hand,
  Layers,
  Lightbulb,
  type LucideIcon,
  MessageSquarePlus,
  MoreHorizontal,
  Pencil,
  Settings,
  Vote,
} from 'lucide-react';

// The cube page's actions, shared by its buttons (cube-actions.tsx) and its phone menu, which loads on
// first use (cube-action-menu.tsx): here so that menu imports nothing of the page back.

export interface CubeAction {
  label: string;
  to: string;
  icon: LucideIcon;
  primary?: boolean;
}

export function actionsOf(cube: CubeDetail, signedIn: boolean): CubeAction[] {
  const base = `/cubes/${encodeURIComponent(cube.id)}`;
  const actions: CubeAction[] = [
    { label: 'Sample pack', to: `${base}/sample`, icon: Layers },
    { label: 'P1P1', to: `${base}/p1p1`, icon: Vote },
    { label: 'Playtest a deck', to: `${base}/playtest`, icon: Hand },
    {
      label: 'Simulate drafts',
      to: `/draft/multi?cube=${encodeURIComponent(cube.id)}&simulate=1`,
      icon: Dices,
    },
  ];
  // Anyone signed in who sees the cube may suggest changes to it (issue 31); its editors edit it.
  if (signedIn && !cube.permissions.canEdit) {
    actions.push({ label: 'Suggest changes', to: `${base}/propose`, icon: MessageSquarePlus, primary: true });
  }
  if (cube.permissions.canEdit)
    actions.push(
      { label: 'Edit list', to: `${base}/edit`, icon: Pencil, primary: true },
      { label: 'Suggestions', to: `${base}/edit#suggestions`, icon: Lightbulb },
      { label: 'Settings', to: `${base}/settings`, icon: Settings },
    );
  return actions;
}

/** The phone menu's button face, the same before and after its code loads. */
export function MenuLabel() {
  return (
    <>
      <MoreHorizontal className="size-4" aria-hidden="true" /> Actions
    </>
  );
}

import type { CubeDetail } from '@cubewright/core/protocol';
import CubeEditor from '../cube-edit/editor/cube-editor';

/** `/cubes/{id}/propose`: the list editor in proposal mode (its staging, submitted as a proposal). */
export default function ProposeEditor({ cube }: { cube: CubeDetail }) {
  return <CubeEditor cube={cube} mode="propose" />;
}

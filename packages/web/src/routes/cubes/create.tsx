import { Panel } from '../../components/ui/panel';
import { CreateCubeForm } from '../../features/cube-view/create/create-cube-form';

/** /cubes/create: a new cube's settings, then straight on to its list editor. */
export default function CreateCubePage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Create Cube</h1>
        <p className="text-zinc-700">Name your cube and choose who can see it. You add cards next.</p>
      </div>
      <Panel>
        <CreateCubeForm />
      </Panel>
    </div>
  );
}

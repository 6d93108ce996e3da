import { Panel } from '../../components/ui/panel';
import { CreateCubeForm } from '../../features/cube-view/create/create-cube-form';
import { SetCubeForm } from '../../features/cube-view/create/set-cube-form';

/** /cubes/create: a new cube's settings, then straight on to its list editor; or a cube made from a set. */
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
      <Panel className="grid gap-3" aria-labelledby="from-a-set">
        <div>
          <h2 id="from-a-set" className="text-lg font-semibold">
            Or start from a set
          </h2>
          <p className="text-sm text-zinc-700">
            A cube of a set’s booster cards, with a draft format whose packs are the set’s boosters.
          </p>
        </div>
        <SetCubeForm />
      </Panel>
    </div>
  );
}

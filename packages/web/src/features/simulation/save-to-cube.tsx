// "Save to cube" under a finished run: shown to the cube's owner and editors (the cube's permissions
// from GET /api/cubes/:id); the saved run then shows on the cube's analytics tab for everyone.
import type { SimulationReport } from '@cubewright/core/simulation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { savedRunsKey, saveRun } from './saved-runs';

export interface RunCube {
  id: string;
  name: string;
  canEdit: boolean;
}

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

export function SaveToCube({ cube, report }: { cube: RunCube; report: SimulationReport }) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const queryClient = useQueryClient();
  if (!cube.canEdit) return null;

  async function save() {
    setState({ status: 'saving' });
    try {
      await saveRun(cube.id, report);
      setState({ status: 'saved' });
      void queryClient.invalidateQueries({ queryKey: savedRunsKey(cube.id) });
    } catch (err) {
      setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <Button
        type="button"
        variant="outline"
        onClick={save}
        disabled={state.status === 'saving' || state.status === 'saved'}
      >
        {state.status === 'saving' ? 'Saving…' : state.status === 'saved' ? 'Saved' : 'Save to cube'}
      </Button>
      {state.status === 'saved' && (
        <p role="status" className="text-green-800">
          Saved to “{cube.name}”: everyone who can see the cube finds it on its{' '}
          <Link className="underline" to={`/cubes/${encodeURIComponent(cube.id)}/analytics`}>
            analytics tab
          </Link>
          .
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-red-700">
          Could not save the run: {state.message}
        </p>
      )}
      {state.status === 'idle' && (
        <p className="text-zinc-600">Saving shows this run to everyone who can see “{cube.name}”.</p>
      )}
    </div>
  );
}

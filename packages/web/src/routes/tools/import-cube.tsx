import { Panel } from '../../components/ui/panel';
import { ImportForm } from '../../features/import/import-form';
import { ImportHelp } from '../../features/import/import-help';

/** /tools/import-cube: bring a list from CubeCobra, MTGO, Arena, Cockatrice, Forge, XMage or Draftmancer. */
export default function ImportCubePage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Import Cube</h1>
        <p className="text-zinc-700">
          Paste a list or upload a file: plain text, CubeCobra or any card CSV, MTGO .dek, Arena, Cockatrice
          .cod, Forge or XMage .dck, Draftmancer, or a Cubewright JSON export. Nothing is saved until you
          import.
        </p>
      </div>
      <ImportHelp />
      <Panel>
        <ImportForm />
      </Panel>
    </div>
  );
}

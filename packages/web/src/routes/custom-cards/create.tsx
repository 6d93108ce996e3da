import { CustomCardEditor } from '../../features/custom-cards/custom-card-editor';

/** /custom-cards/create: a new custom card with its live preview. */
export default function CreateCustomCardPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">Create a Custom Card</h1>
      <CustomCardEditor />
    </div>
  );
}

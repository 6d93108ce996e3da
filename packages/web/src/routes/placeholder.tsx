import { NotBuiltYet } from '../components/ui/empty-state';

/** A screen of the route table whose feature comes in a later issue: title, purpose, honest empty state. */
export default function Placeholder({ title, blurb }: { title: string; blurb: string }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-zinc-600">{blurb}</p>
      </div>
      <NotBuiltYet title={title} />
    </div>
  );
}

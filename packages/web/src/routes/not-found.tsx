import { Link } from 'react-router';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 pt-10 text-center">
      <p className="text-5xl font-bold text-zinc-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-zinc-700">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}

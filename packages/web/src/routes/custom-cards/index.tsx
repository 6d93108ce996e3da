import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CustomCardList } from '../../features/custom-cards/custom-card-list';

/** /custom-cards: the user's custom cards. */
export default function CustomCardsPage() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Custom Cards</h1>
          <p className="text-zinc-700">Design cards of your own to use in your cubes.</p>
        </div>
        <Button asChild>
          <Link to="/custom-cards/create">Create a custom card</Link>
        </Button>
      </div>
      <CustomCardList />
    </div>
  );
}

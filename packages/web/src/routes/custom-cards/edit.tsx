import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { CustomCardEditor } from '../../features/custom-cards/custom-card-editor';
import { customCardKey, fetchCustomCard } from '../../features/custom-cards/custom-cards-api';

/** /custom-cards/:id/edit: the owner edits one of their custom cards. */
export default function EditCustomCardPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: customCardKey(id), queryFn: () => fetchCustomCard(id) });
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">Edit Custom Card</h1>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <FormMessage error={query.error.message} />
      ) : (
        <CustomCardEditor key={query.data.customCard.updatedAt} existing={query.data.customCard} />
      )}
    </div>
  );
}

import {
  DRAFT_PACK_SIZE,
  DRAFT_PACKS,
  DRAFT_SEATS,
  type DraftFormats,
  type DraftFormatsResponse,
} from '@cubewright/core/cube';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { chunk, useChunks } from '../../../lib/chunk';
import { failureText } from '../edit-api';
import type { FormatErrors } from './draft-formats-form';
import { FieldError, SettingsSection } from './settings-section';
import { SlotBoardsPicker } from './slot-boards-picker';
import { cubeApiPath } from './use-cube-settings';

// The form's checks (the server's schema, and the search syntax for slot filters: zod and the query
// parser, ~35 KB gzip) load once the curator changes something or saves, not with the tab (issue 29).
const CHECKS = chunk(() => import('./draft-formats-form'));
const NO_ERRORS: FormatErrors = {};

type Custom = DraftFormats['custom'][number];

function NumberField({
  label,
  value,
  onChange,
  error,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  error?: string;
  min: number;
  max: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={min}
        max={max}
        value={Number.isNaN(value) ? '' : value}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-28"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FormatEditor({
  format,
  index,
  boards,
  errors,
  onChange,
  onRemove,
}: {
  format: Custom;
  index: number;
  boards: CubeDetail['boards'];
  errors: FormatErrors;
  onChange: (f: Custom) => void;
  onRemove: () => void;
}) {
  const nameId = useId();
  const at = (p: string) => errors[`custom.${index}.${p}`];
  const setPack = (p: number, pack: Custom['packs'][number]) =>
    onChange({ ...format, packs: format.packs.map((x, i) => (i === p ? pack : x)) });
  return (
    <li className="grid gap-3 rounded-md border border-zinc-200 p-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor={nameId}>Format name</Label>
          <Input
            id={nameId}
            value={format.name}
            onChange={(e) => onChange({ ...format, name: e.target.value })}
            aria-invalid={at('name') ? true : undefined}
          />
          <FieldError id={`${nameId}-error`} message={at('name')} />
        </div>
        <NumberField
          label="Seats"
          value={format.seats}
          min={DRAFT_SEATS.min}
          max={DRAFT_SEATS.max}
          error={at('seats')}
          onChange={(seats) => onChange({ ...format, seats })}
        />
        <Button type="button" variant="outline" className="mt-6" onClick={onRemove}>
          Remove format
        </Button>
      </div>
      <FieldError id={`${nameId}-packs`} message={at('packs')} />
      <ol className="grid gap-2">
        {format.packs.map((pack, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: packs are positions, edited in place
          <li key={p} className="grid gap-2 rounded border border-dashed border-zinc-300 p-2">
            <div className="flex items-center justify-between text-sm font-medium">
              Pack {p + 1}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove pack ${p + 1} of ${format.name || 'this format'}`}
                disabled={format.packs.length === 1}
                onClick={() => onChange({ ...format, packs: format.packs.filter((_, i) => i !== p) })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={`${nameId}-pack-${p}`} message={at(`packs.${p}`)} />
            {pack.slots.map((slot, s) => {
              const filterError = at(`packs.${p}.slots.${s}.filter`);
              const filterId = `${nameId}-p${p}-s${s}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, edited in place
                <div key={s} className="flex flex-wrap items-start gap-2">
                  <NumberField
                    label={`Slot ${s + 1} count`}
                    value={slot.count}
                    min={1}
                    max={DRAFT_PACK_SIZE.max}
                    error={at(`packs.${p}.slots.${s}.count`)}
                    onChange={(count) =>
                      setPack(p, {
                        ...pack,
                        slots: pack.slots.map((x, i) => (i === s ? { ...x, count } : x)),
                      })
                    }
                  />
                  <div className="grid min-w-56 flex-1 gap-1.5">
                    <Label htmlFor={filterId}>Slot {s + 1} filter</Label>
                    <Input
                      id={filterId}
                      value={slot.filter ?? ''}
                      placeholder="Any card, or e.g. t:land or c:r cmc<=2"
                      className="font-mono"
                      aria-invalid={filterError ? true : undefined}
                      aria-describedby={filterError ? `${filterId}-error` : undefined}
                      onChange={(e) =>
                        setPack(p, {
                          ...pack,
                          slots: pack.slots.map((x, i) => (i === s ? { ...x, filter: e.target.value } : x)),
                        })
                      }
                    />
                    <FieldError id={`${filterId}-error`} message={filterError} />
                  </div>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="mt-6"
                    aria-label={`Remove slot ${s + 1} of pack ${p + 1}`}
                    disabled={pack.slots.length === 1}
                    onClick={() => setPack(p, { ...pack, slots: pack.slots.filter((_, i) => i !== s) })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                  <SlotBoardsPicker
                    label={`Slot ${s + 1} of pack ${p + 1} draws from`}
                    boards={boards}
                    value={slot.boards}
                    onChange={(chosen) =>
                      setPack(p, {
                        ...pack,
                        slots: pack.slots.map((x, i) => (i === s ? { ...x, boards: chosen } : x)),
                      })
                    }
                  />
                </div>
              );
            })}
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setPack(p, { ...pack, slots: [...pack.slots, { count: 1, filter: '' }] })}
              >
                <Plus className="size-4" aria-hidden="true" /> Add a slot
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            onChange({
              ...format,
              packs: [...format.packs, { slots: [{ count: DRAFT_PACK_SIZE.default, filter: '' }] }],
            })
          }
        >
          <Plus className="size-4" aria-hidden="true" /> Add a pack
        </Button>
      </div>
    </li>
  );
}

function DraftFormatsForm({ cube, initial }: { cube: CubeDetail; initial: DraftFormats }) {
  const queryClient = useQueryClient();
  const [formats, setFormats] = useState<DraftFormats>(initial);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const checksReady = useChunks([CHECKS], tried || formats !== initial);
  const checks = checksReady ? CHECKS.loaded : null;
  // Filters are checked as they are typed; the rest once the curator has tried to save.
  const errors = useMemo(
    () =>
      !checks ? NO_ERRORS : tried ? checks.draftFormatErrors(formats) : checks.slotFilterErrors(formats),
    [formats, tried, checks],
  );
  const d = formats.default;
  const setDefault = (patch: Partial<DraftFormats['default']>) =>
    setFormats((f) => ({ ...f, default: { ...f.default, ...patch } }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const loaded = await CHECKS().catch(() => null);
    if (!loaded) return setMessage({ error: 'Something went wrong. Please try again.' });
    const all = loaded.draftFormatErrors(formats);
    if (Object.keys(all).length) return setMessage({ error: 'Fix the marked fields first.' });
    setPending(true);
    setMessage({});
    try {
      const res = await api<DraftFormatsResponse>(`${cubeApiPath(cube.id)}/draft-formats`, {
        method: 'PUT',
        body: formats,
      });
      queryClient.setQueryData(['cubes', cube.id, 'draft-formats'], res);
      setFormats(res.formats);
      setMessage({ success: 'Draft formats saved.' });
    } catch (err) {
      setMessage({ error: failureText(err) });
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <fieldset className="grid gap-2">
        <legend className="font-medium">Standard booster draft</legend>
        <div className="flex flex-wrap gap-4">
          <NumberField
            label="Seats"
            value={d.seats}
            min={DRAFT_SEATS.min}
            max={DRAFT_SEATS.max}
            error={errors['default.seats']}
            onChange={(seats) => setDefault({ seats })}
          />
          <NumberField
            label="Packs per player"
            value={d.packsPerPlayer}
            min={DRAFT_PACKS.min}
            max={DRAFT_PACKS.max}
            error={errors['default.packsPerPlayer']}
            onChange={(packsPerPlayer) => setDefault({ packsPerPlayer })}
          />
          <NumberField
            label="Cards per pack"
            value={d.cardsPerPack}
            min={DRAFT_PACK_SIZE.min}
            max={DRAFT_PACK_SIZE.max}
            error={errors['default.cardsPerPack']}
            onChange={(cardsPerPack) => setDefault({ cardsPerPack })}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-medium">Custom formats</legend>
        <p className="text-sm text-zinc-600">
          Each pack is built from slots: a count of cards matching a filter in the search syntax (empty: any
          card), drawn from the main board unless you tick other boards (a board of lands, say).
        </p>
        <ul className="grid gap-3">
          {formats.custom.map((format, i) => (
            <FormatEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: formats are positions, edited in place
              key={i}
              format={format}
              index={i}
              boards={cube.boards}
              errors={errors}
              onChange={(next) =>
                setFormats((f) => ({ ...f, custom: f.custom.map((x, j) => (j === i ? next : x)) }))
              }
              onRemove={() => setFormats((f) => ({ ...f, custom: f.custom.filter((_, j) => j !== i) }))}
            />
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setFormats((f) => ({
                ...f,
                custom: [
                  ...f.custom,
                  {
                    name: '',
                    description: '',
                    seats: DRAFT_SEATS.default,
                    packs: [{ slots: [{ count: DRAFT_PACK_SIZE.default, filter: '' }] }],
                  },
                ],
              }))
            }
          >
            <Plus className="size-4" aria-hidden="true" /> Add a custom format
          </Button>
        </div>
      </fieldset>
      <FormMessage error={message.error ?? errors.form} success={message.success} />
      <div>
        <Button type="submit" disabled={pending || !cube.permissions.canEdit}>
          {pending ? 'Saving…' : 'Save draft formats'}
        </Button>
      </div>
    </form>
  );
}

/** Draft formats: the standard booster settings and custom slot-based formats. */
export default function DraftsTab({ cube }: { cube: CubeDetail }) {
  const query = useQuery({
    queryKey: ['cubes', cube.id, 'draft-formats'],
    queryFn: () => api<DraftFormatsResponse>(`${cubeApiPath(cube.id)}/draft-formats`),
  });
  return (
    <SettingsSection
      title="Draft formats"
      description="How this cube is drafted. Stored with the cube and offered when a draft is set up."
    >
      {query.isLoading ? (
        <Spinner />
      ) : query.isError ? (
        <FormMessage error={failureText(query.error)} />
      ) : (
        <DraftFormatsForm cube={cube} initial={query.data!.formats} />
      )}
    </SettingsSection>
  );
}

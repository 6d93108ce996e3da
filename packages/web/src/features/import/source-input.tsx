import { detectFormat, FORMATS, type FormatId } from '@cubewright/core/formats';
import { useId, useState } from 'react';
import { Label } from '../../components/ui/input';
import { readFileText } from './read-file';

export interface ImportSource {
  text: string;
  fileName?: string;
  /** `auto` lets the detected format stand. */
  format: FormatId | 'auto';
}

/** Paste box, file picker (read with progress) and the format, detected and overridable. */
export function SourceInput({
  value,
  onChange,
}: {
  value: ImportSource;
  onChange: (s: ImportSource) => void;
}) {
  const id = useId();
  const [reading, setReading] = useState<number | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const detected = value.text ? detectFormat(value.text, value.fileName) : null;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReadError(null);
    setReading(0);
    try {
      const text = await readFileText(file, setReading);
      onChange({ ...value, text, fileName: file.name });
    } catch (err) {
      setReadError((err as Error).message);
    } finally {
      setReading(null);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>Upload a file</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".txt,.csv,.dek,.cod,.dck,.json,text/plain,text/csv,application/json,application/xml"
          className="text-sm"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        {reading !== null && (
          <progress className="w-full" max={1} value={reading} aria-label="Reading the file" />
        )}
        {readError && (
          <p role="alert" className="text-sm text-red-800">
            {readError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Or paste a list</Label>
        <textarea
          id={`${id}-text`}
          className="min-h-48 rounded-md border border-zinc-300 p-2 font-mono text-sm"
          placeholder={'1 Lightning Bolt\n1 Counterspell (EMA) 43\n\n# Maybeboard\n1 Opt'}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value, fileName: undefined })}
        />
        {value.fileName && <p className="text-xs text-zinc-600">From {value.fileName}</p>}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-format`}>Format</Label>
        <select
          id={`${id}-format`}
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
          value={value.format}
          onChange={(e) => onChange({ ...value, format: e.target.value as ImportSource['format'] })}
        >
          <option value="auto">
            Detect automatically{detected ? ` (${FORMATS.find((f) => f.id === detected)?.label})` : ''}
          </option>
          {FORMATS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

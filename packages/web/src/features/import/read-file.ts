/** Reads an uploaded file as text, reporting progress (0..1) for large files. */
export function readFileText(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(String(reader.result ?? ''));
    };
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
    reader.readAsText(file);
  });
}

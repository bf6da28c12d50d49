/** The fields of an upload form: text values and chosen files (null while none is chosen). */
export type UploadValues = Record<string, string | File | null>;

/** The fields left empty (blank text, no file): every field of an upload form is required. */
export function missingFields(values: UploadValues): string[] {
  return Object.entries(values)
    .filter(([, value]) => (typeof value === 'string' ? !value.trim() : !value))
    .map(([field]) => field);
}

/** The files over the server's MAX_UPLOAD_MB (in MiB, as the server counts), which it would answer 413. */
export function oversizedFiles(values: UploadValues, maxUploadMb: number | null): string[] {
  if (!maxUploadMb) return [];
  return Object.entries(values)
    .filter(([, value]) => value instanceof Blob && value.size > maxUploadMb * 1024 * 1024)
    .map(([field]) => field);
}

/**
 * The multipart form: `project` (the screen's; the server checks that the folder or category is in it) and
 * the text fields, then the files (the server takes any order). What progress counts is the files' sizes together.
 */
export function uploadFormData(project: string, values: UploadValues): { form: FormData; total: number } {
  const form = new FormData();
  form.append('project', project);
  const entries = Object.entries(values);
  for (const [field, value] of entries) if (typeof value === 'string') form.append(field, value);
  let total = 0;
  for (const [field, value] of entries)
    if (value instanceof File) {
      form.append(field, value, value.name);
      total += value.size;
    }
  return { form, total };
}

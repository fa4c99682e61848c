/** A multipart body from form values: empty values are left out, files keep their name. */
export function toFormData(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) body.append(key, value, (value as File).name ?? key);
    else body.append(key, String(value));
  }
  return body;
}

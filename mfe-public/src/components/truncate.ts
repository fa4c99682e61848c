/** The first `max` characters and an ellipsis, or the whole text when it is short enough. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean;
}

/** The longest value shown in a change; the whole record is in the API's answer. */
const MAX_VALUE = 60;

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * An audit record's changes as people read them: `field: before → after` per changed field; a created
 * record's fields as `field: value`, a deleted one's as `field: value` too (the action says which).
 */
export function formatChanges(changes: Record<string, unknown[]> | null | undefined): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, [before, after]]) => {
      if (before === null || before === undefined) return `${field}: ${formatValue(after)}`;
      if (after === null || after === undefined) return `${field}: ${formatValue(before)}`;
      return `${field}: ${formatValue(before)} → ${formatValue(after)}`;
    })
    .join('; ');
}

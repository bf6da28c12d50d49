/** Spec 2 §9: folder tile titles are cut to 10 characters plus an ellipsis. */
export const TILE_TITLE_LENGTH = 10;

export function tileTitle(name: string): string {
  const chars = [...name];
  return chars.length > TILE_TITLE_LENGTH ? `${chars.slice(0, TILE_TITLE_LENGTH).join('')}…` : name;
}

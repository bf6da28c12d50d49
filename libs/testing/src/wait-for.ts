/**
 * Resolves once `condition` holds, asking every 50 ms for at most `ms`; else fails naming `what` (a function
 * for a description of what was last seen).
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string) = 'a condition',
  ms = 30_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

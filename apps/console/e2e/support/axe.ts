import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { waitUntil } from './screens.js';

// Evaluated through the DevTools protocol, not added as a <script>: the server's CSP (script-src 'self')
// refuses inline scripts, as it should for everything but the test's own probe.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious and critical WCAG 2 A/AA violations (axe-core) on the page once its finite transitions have ended:
 * an element halfway through a fade (a tooltip appearing) has a contrast it never keeps. Endless animations
 * (progress spinners) are not waited for.
 */
export async function violations(page: Page): Promise<string[]> {
  await waitUntil(
    page,
    `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)`,
    5_000,
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate<Violation[]>(
    `axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`,
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

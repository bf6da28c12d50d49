// Optional features a server may not be set up for (CONTRACT §2, issue 19): GET /health says which are, and
// what a person meets when one is not says so in people's words, never an operator's variable name.
import { describe, expect, it } from '@jest/globals';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));

/** An environment variable's name, e.g. GOOGLE_CLIENT_ID: operator words, not for people. */
const OPERATOR_WORDS = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

describe('a server without Google Calendar or an enrichment provider', () => {
  it('says so in its health, for the console to hide or explain them', async () => {
    const health = (await (await fetch(`${t.baseUrl}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ calendarSync: false, enrichment: false });
  });

  it('answers calendar sync 503 in words a person can act on', async () => {
    w ??= await buildModuleWorld(t);
    const consent = await w.member.api.GET('/api/services/google/calendarsync');
    const sync = await w.member.api.POST('/api/services/google/calendarsync', {
      body: { project: w.member.projectId, authCode: 'code-1' },
    });
    for (const answer of [consent, sync]) {
      expect(answer.response.status).toBe(503);
      expect(answer.error).toMatchObject({
        code: 'sch.calendar_not_configured',
        message: 'Calendar sync is not set up on this server; ask your administrator',
      });
      expect(answer.error!.message).not.toMatch(OPERATOR_WORDS);
    }
  });
});

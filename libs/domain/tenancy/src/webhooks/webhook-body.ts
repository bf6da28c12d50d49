/**
 * What a delivery stores: the event and the changed row as its statement wrote it (`row`, snake_case; see
 * migration WebhookLightFanOut1764660000000), or, written by an earlier version, the body itself (`data`).
 */
export interface StoredWebhookPayload {
  type: string;
  timestamp: string;
  row?: Record<string, unknown>;
  data?: unknown;
}

export interface WebhookBody {
  type: string;
  timestamp: string;
  data: unknown;
}

// Generated or secret columns: never part of a message (no evented table has the secrets; said anyway).
const NEVER_SENT = new Set(['search', 'password_hash', 'token_hash', 'token_hint', 'secret_sealed']);
const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * The message a receiver gets: the row's columns as camelCase fields under `data`. Made when the delivery is
 * read (at each attempt and in the log) rather than in the changing statement, where renaming keys cost
 * ~40 µs a row of the public intake's one-at-a-time lane.
 */
export function webhookBody(payload: StoredWebhookPayload): WebhookBody {
  if (!payload.row) return payload as WebhookBody;
  const data: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(payload.row)) if (!NEVER_SENT.has(column)) data[camelCase(column)] = value;
  return { type: payload.type, timestamp: payload.timestamp, data };
}

/**
 * The bytes sent for a stored payload (its JSON text): the same for every attempt and redelivery. A payload
 * of the earlier form goes out as stored, as its first attempts did.
 */
export function webhookBodyText(storedText: string): string {
  const payload = JSON.parse(storedText) as StoredWebhookPayload;
  return payload.row ? JSON.stringify(webhookBody(payload)) : storedText;
}

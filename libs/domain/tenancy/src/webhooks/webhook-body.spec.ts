import { describe, expect, it } from '@jest/globals';
import { webhookBody, webhookBodyText } from './webhook-body.js';

const stored = {
  type: 'customer.updated',
  timestamp: '2026-11-26T14:42:51.491+00:00',
  row: {
    id: 7,
    city: 'Laval',
    lead_id: null,
    address_2: 'B',
    customer_group_id: 3,
    created_at: '2026-11-26T14:42:51+00:00',
    search: "'laval'",
  },
};

describe('a webhook body', () => {
  it("names the row's columns in camelCase under data, without the generated search column", () => {
    expect(webhookBody(stored)).toEqual({
      type: 'customer.updated',
      timestamp: '2026-11-26T14:42:51.491+00:00',
      data: { id: 7, city: 'Laval', leadId: null, address2: 'B', customerGroupId: 3, createdAt: '2026-11-26T14:42:51+00:00' },
    });
  });

  it('sends the same bytes for the same stored payload, and an earlier payload (data already named) as stored', () => {
    const text = JSON.stringify(stored);
    expect(webhookBodyText(text)).toBe(webhookBodyText(text));
    expect(JSON.parse(webhookBodyText(text))).toEqual(webhookBody(stored));
    // As PostgreSQL writes jsonb: the bytes of the first attempts, kept.
    const earlier = '{"data": {"id": 1, "customerGroupId": 2}, "type": "customer.created", "timestamp": "2026-01-01T00:00:00+00:00"}';
    expect(webhookBodyText(earlier)).toBe(earlier);
    expect(webhookBody(JSON.parse(earlier))).toEqual(JSON.parse(earlier));
  });
});

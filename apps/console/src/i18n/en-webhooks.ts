/**
 * The texts of the webhook screens (users' and clients'), part of the one catalogue (en.ts keeps their menu
 * and title words): apart, so that the shells and the login page do not download them (their size budgets).
 * Merged under `webhooks.` before a webhook screen shows (i18n-provider.ts `loadWebhookTexts`).
 */
export const enWebhooks = {
  webhooks: {
    intro_project: "This project's events are POSTed, signed (Standard Webhooks), to the endpoints below.",
    intro_account: "Your account's billing events are POSTed, signed (Standard Webhooks), to the endpoints below.",
    add: 'Add endpoint',
    url: 'Endpoint URL',
    url_help: 'An https address that answers 2xx within 10 seconds',
    description: 'Description',
    events: 'Events',
    events_required: 'Choose at least one event',
    state: 'State',
    enabled: 'Enabled',
    disabled: 'Disabled',
    enable: 'Enable',
    disable: 'Disable',
    enabled_now: 'Endpoint enabled: what waited is being sent',
    disabled_now: 'Endpoint disabled',
    secret_title: 'Signing secret',
    secret_intro: 'Verify each request with this secret (webhook-signature header, Standard Webhooks).',
    secret: 'Secret',
    secret_once: 'Copy it now: it will not be shown again.',
    send_test: 'Send test event',
    test_sent: 'Test event sent',
    log: 'Delivery log',
    reload: 'Reload log',
    no_deliveries: 'Nothing delivered yet.',
    event: 'Event',
    status: 'Status',
    attempts: 'Attempts',
    answer: 'Answer',
    when: 'When',
    redeliver: 'Redeliver',
    redelivered: 'Queued again, with the same webhook-id',
    deleted: 'Endpoint deleted',
    not_found: 'This endpoint does not exist, or is not yours.',
    statuses: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  },
};

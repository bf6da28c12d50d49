export const billingHttpErrors: Record<string, number> = {
  'billing.invoice_already_paid': 409,
  'billing.invoice_paid_is_final': 409,
  'billing.invoice_not_found': 404,
  'billing.subscription_not_found': 404,
  'billing.client_not_found': 404,
};

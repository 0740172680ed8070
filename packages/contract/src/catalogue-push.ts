/** The errors of Web Push subscriptions (issue 31), merged into ERRORS (catalogue.ts). */
export const PUSH_ERRORS = {
  push_endpoint_invalid: {
    status: 422,
    detail: 'The push endpoint must be an https address of a public push service',
  },
  push_keys_invalid: {
    status: 422,
    detail: 'The subscription keys must be a P-256 public key and a 16-byte auth secret, base64url',
  },
  push_subscription_not_found: { status: 404, detail: 'This device has no push subscription' },
} as const

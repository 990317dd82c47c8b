/**
 * A refusal. `permanent` ones (a bad address, a rejected template) fail the row at once;
 * the others (a timeout, a 5xx, a rate limit) are retried with backoff.
 * `outcomeUnknown`: no answer came back after the message went out (a timeout or a dropped
 * connection after the SMTP final dot or the HTTP request) — the vendor may have it. Thrown
 * after `SendContext.handOver`, it is not retried unless the vendor drops a repeat (areas/notifications/worker.ts).
 * The shared layer's, as the mailer and the settings' test send throw it too; the provider
 * interface (areas/notifications/providers/types.ts) re-exports it.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * What every chart shares about its bank calls: they are invoked actors the caller supplies with
 * `machine.provide()`, and a failed one carries the bank's message for the customer.
 */

/** The stand-in for a bank call the caller has not provided. */
export function notProvided(): Promise<never> {
  return Promise.reject(new Error('The app provides the bank calls with machine.provide()'));
}

/** A failed call's message, or '' so the screen shows its fallback text. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

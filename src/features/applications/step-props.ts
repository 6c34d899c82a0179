import type { Order } from '../../../domain/loan-requests';

/**
 * What a step screen gets: the request, and a way to say the bank has moved it on. Its own
 * module, so the screens need not import requests/StepContent, which loads them.
 */
export interface StepProps {
  order: Order;
  /** Called after a step's call succeeded: the request (and its status) is read again. */
  onChanged: () => void;
}

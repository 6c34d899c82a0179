/** The signed-in customer (the user menu asks for the name on every signed-in page). */
import type { components } from '../../../openapi/generated/schema';
import { leyla } from '../fixtures/customers';
import { http } from '../http';

export const customerInfo = (customer: components['schemas']['User'] = leyla) =>
  http.get('/api/v1/user/info', ({ response }) => response(200).json(customer));

/** Step 3 of one request: the insurers' offers; selecting, changing or skipping moves it on. */
import type { HttpHandler } from 'msw';
import type { Order } from '../../../domain/loan-requests';
import type { components } from '../../../openapi/generated/schema';
import { http } from '../http';

export function insuranceStep(
  request: Order,
  offers: components['schemas']['InsuranceOffersResponse'],
): HttpHandler[] {
  const movedOn = () => {
    request.status = 'DOCUMENTS_PREPARATION';
    return { status: request.status };
  };
  const base = '/loan-insurance/v1/loan-insurances';
  return [
    http.get(`${base}/offers`, ({ response }) => response(200).json(offers)),
    http.post(`${base}/select`, ({ response }) => response(200).json(movedOn())),
    http.patch(base, ({ response }) => response(200).json(movedOn())),
    http.post(`${base}/skip`, ({ response }) => response(200).json(movedOn())),
  ];
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../domain/loan-requests';
import type { SlotPickerServices } from '../../../../machines/slotPicker.machine';
import { type ApiClient, api, unwrap } from '../../../shared/api';

const reservationQueryKey = (sourceId: string) => ['reservation', sourceId] as const;

/** The slot calls of one application (listSlots, createReservation) over the typed client. */
export function createSlotServices(client: ApiClient, order: Order): SlotPickerServices {
  const productType = order.productType;
  return {
    loadSlots: () =>
      unwrap(
        client.GET('/api/v1/slots', { params: { query: { productType, sourceId: order.id } } }),
      ),
    createReservation: async (reservation) => {
      await unwrap(
        client.POST('/api/v1/reservations', {
          body: { ...reservation, productType, sourceId: order.id },
        }),
      );
    },
  };
}

/** The booked call shown back (getReservation). */
export const reservationQuery = (sourceId: string) =>
  queryOptions({
    queryKey: reservationQueryKey(sourceId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/reservations', { params: { query: { sourceId } }, signal })),
  });

export function useReservation(sourceId: string) {
  return useQuery(reservationQuery(sourceId));
}

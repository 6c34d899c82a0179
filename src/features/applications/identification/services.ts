import type { Order } from '../../../../domain/loan-requests';
import type { SlotPickerServices } from '../../../../machines/slotPicker.machine';
import { type ApiClient, unwrap } from '../../../shared/api';

/**
 * The slot calls of one application over the typed client: listSlots, createReservation, and
 * for a booked call getReservation and rebookIdentificationSlot.
 */
export function createSlotServices(client: ApiClient, order: Order): SlotPickerServices {
  const productType = order.productType;
  const sourceId = order.id;
  return {
    loadSlots: () =>
      unwrap(client.GET('/api/v1/slots', { params: { query: { productType, sourceId } } })),
    createReservation: async (reservation) => {
      await unwrap(
        client.POST('/api/v1/reservations', { body: { ...reservation, productType, sourceId } }),
      );
    },
    loadReservation: () =>
      unwrap(client.GET('/api/v1/reservations', { params: { query: { sourceId } } })),
    rebookReservation: (reservation) =>
      unwrap(
        client.PUT('/api/v1/reservations', { body: { ...reservation, productType, sourceId } }),
      ),
  };
}

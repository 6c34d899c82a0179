import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ordersQueryKey } from '../queries/orders';

/** An opening chart's actor: it emits `created` with the new request's id. */
interface OpeningActor {
  on(type: 'created', handler: (event: { id: string }) => void): { unsubscribe: () => void };
}

/**
 * Once an account or deposit request is created, the request list is read again and the
 * customer continues in the request's wizard on /loan-requests/{id}.
 */
export function useOpenCreatedRequest(actor: OpeningActor) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const created = actor.on('created', ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void navigate({
        to: '/{-$locale}/loan-requests/{-$id}',
        params: (previous) => ({ ...previous, id }),
      });
    });
    return () => created.unsubscribe();
  }, [actor, navigate, queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { floorsResource, ZFloorSchema, type ZFloorOrderRequestSchema } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { invalidateAfterWrite } from '../../api/resourceHooks.ts';

// The contract names the request only; the server answers the floors in their new order.
const ZFloorOrderResponseSchema = z.object({ items: z.array(ZFloorSchema) });

/**
 * `/floors/update-order` (outside the resource protocol): all the building's floors, bottom to
 * top. Success or not, the floors are read again: a failed move shows the saved order.
 */
export function useUpdateFloorOrder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZFloorOrderRequestSchema>) =>
      client.apiCall('floors/update-order', body, ZFloorOrderResponseSchema),
    onSettled: () => invalidateAfterWrite(queryClient, floorsResource),
  });
}

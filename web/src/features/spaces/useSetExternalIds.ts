import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  spacesResource,
  ZSpaceFullSchema,
  type ZSetExternalIdsRequestSchema,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { invalidateAfterWrite } from '../../api/resourceHooks.ts';

/** `/spaces/setExternalIds` (outside the resource protocol): replaces the space's external ids. */
export function useSetExternalIds() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZSetExternalIdsRequestSchema>) =>
      client.apiCall('spaces/setExternalIds', body, ZSpaceFullSchema),
    onSuccess: () => invalidateAfterWrite(queryClient, spacesResource),
  });
}

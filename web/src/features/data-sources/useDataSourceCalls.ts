import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSourceCalls, dataSourcesResource, type StatisticsRequest } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { invalidateAfterWrite } from '../../api/resourceHooks.ts';

type DeleteExcluded = StatisticsRequest<typeof dataSourceCalls.deleteExcludedOrganization>;

/** `/data-sources/delete-excluded-organization`; the data source's views are asked again. */
export function useDeleteExcludedOrganization() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const call = dataSourceCalls.deleteExcludedOrganization;
  return useMutation({
    mutationFn: (body: DeleteExcluded) => client.apiCall(call.path, body, call.response),
    onSuccess: () => invalidateAfterWrite(queryClient, dataSourcesResource),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZProfileActivitySchema,
  ZProfileListResponseSchema,
  ZProfileSchema,
  type ProfileListRequest,
} from '@atrium/contract';
import type { z } from 'zod';
import type { ZProfileCreateSchema, ZProfileUpdateSchema } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { ApiError } from '../../api/client.ts';

// Profiles have text ids, so they have their own hooks beside the numeric resource protocol's;
// the keys start with the resource name as everywhere else.

export const profileKeys = {
  all: ['profiles'] as const,
  list: (request: ProfileListRequest) => ['profiles', 'list', request] as const,
  detail: (id: string) => ['profiles', 'detail', id] as const,
  activity: (id: string) => ['profiles', 'activity', id] as const,
};

export function useProfiles(request: ProfileListRequest) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.list(request),
    queryFn: ({ signal }) =>
      client.apiCall('profiles', request, ZProfileListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One profile; a 404 'Not found' when the answer is empty. */
export function useProfile(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { items } = await client.apiCall(
        'profiles/full',
        { where: { id } },
        ZProfileListResponseSchema,
        { signal },
      );
      const [profile] = items;
      if (!profile) throw new ApiError(404, { message: 'Not found' });
      return profile;
    },
    meta: { handlesErrors: true },
  });
}

/** The badge events and reservations the profile's identifiers find: counts and the latest. */
export function useProfileActivity(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.activity(id),
    queryFn: ({ signal }) =>
      client.apiCall('profiles/activity', { id }, ZProfileActivitySchema, { signal }),
    meta: { handlesErrors: true },
  });
}

export function useSaveProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body:
        | { id: null; data: z.input<typeof ZProfileCreateSchema> }
        | { id: string; data: z.input<typeof ZProfileUpdateSchema> },
    ) =>
      body.id === null
        ? client.apiCall('profiles/create', { data: body.data }, ZProfileSchema)
        : client.apiCall('profiles/update', body, ZProfileSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

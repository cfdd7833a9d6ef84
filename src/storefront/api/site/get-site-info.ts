import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../shared/site.schema';
import { apiRequest } from '../../lib/api-client';

export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/api/site', { signal });
}

export function siteInfoQueryOptions() {
  return queryOptions({ queryKey: ['site'], queryFn: ({ signal }) => getSiteInfo(signal), staleTime: Infinity });
}

/** Phone, email and address from the server's configuration (footer, contact page). */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}

import { ApiError } from './api-client-core';

/** Both apps' query retry: a 4xx will not heal on retry; a network blip might, twice. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
}

import { useQuery } from '@tanstack/react-query';
import { getData } from '../api-client';

/** One dashboard call for a period (ANALYTICS-06: `?days=`); the previous period's figures stay until the new ones arrive. */
export function useDashboardData<T>(path: string, days: number) {
  return useQuery({ queryKey: ['dashboard', path, days], queryFn: () => getData<T>(`${path}?days=${days}`) });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { fetchUserInfo } from './services';

export const userInfoQueryKey = ['user-info'] as const;

/** The signed-in customer's name, for the header's menu (GET /api/v1/user/info). */
export const userInfoQuery = () =>
  queryOptions({ queryKey: userInfoQueryKey, queryFn: () => fetchUserInfo(api) });

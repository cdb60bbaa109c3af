import type {
  CurrentUser,
  ProfileUpdateBody,
  SignupAccepted,
  VerifyEmailAnswer,
} from '@inklore/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '#src/lib/api-client.ts';

/**
 * The account calls of decisions.md ("Calls beyond the spec's table"). The shapes come from
 * the contract; the api client adds the anti-forgery header and takes a rotated token.
 */

export type TotpRequired = { totpRequired: true };
export type LoginAnswer = CurrentUser | TotpRequired;
export type OidcProvider = { id: string; label: string };
export type TotpSetup = { secret: string; otpauthUrl: string };

export function isTotpRequired(answer: LoginAnswer): answer is TotpRequired {
  return 'totpRequired' in answer && answer.totpRequired;
}

export const authApi = {
  signup: (body: { email: string; username: string; password: string }) =>
    api.post<SignupAccepted>('/api/auth/signup', body),
  login: (body: { login: string; password: string }) =>
    api.post<LoginAnswer>('/api/auth/login', body),
  loginTotp: (code: string) => api.post<CurrentUser>('/api/auth/login/totp', { code }),
  logout: () => api.post<undefined>('/api/auth/logout'),
  logoutEverywhere: () => api.post<undefined>('/api/auth/logout-everywhere'),
  verifyEmail: (token: string) => api.post<VerifyEmailAnswer>('/api/auth/verify-email', { token }),
  appeal: (text: string) => api.post<undefined>('/api/auth/appeal', { text }),
  forgotPassword: (email: string) => api.post<undefined>('/api/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) =>
    api.post<undefined>('/api/auth/reset-password', { token, password }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<undefined>('/api/auth/password', { currentPassword, newPassword }),
  updateProfile: (body: ProfileUpdateBody) => api.patch<CurrentUser>('/api/auth/user', body),
  deleteAccount: (password: string | undefined) =>
    apiRequest<undefined>('DELETE', '/api/auth/user', {
      body: { confirm: 'DELETE', ...(password === undefined ? {} : { password }) },
    }),
  uploadAvatar: (image: string) => api.post<CurrentUser>('/api/auth/avatar', { image }),
  removeAvatar: () => api.delete<CurrentUser>('/api/auth/avatar'),
  totpSetup: () => api.post<TotpSetup>('/api/auth/totp/setup'),
  totpEnable: (code: string) =>
    api.post<{ recoveryCodes: string[] }>('/api/auth/totp/enable', { code }),
  totpDisable: (code: string) => api.post<undefined>('/api/auth/totp/disable', { code }),
};

/** Where the browser goes to sign in with a provider (a full-page navigation, not a fetch). */
export function oidcStartUrl(id: string): string {
  return `/api/auth/oidc/${encodeURIComponent(id)}/start`;
}

export function oidcProvidersOptions() {
  return queryOptions({
    queryKey: ['auth', 'oidc-providers'] as const,
    queryFn: ({ signal }) => api.get<OidcProvider[]>('/api/auth/oidc/providers', undefined, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useOidcProviders() {
  return useQuery(oidcProvidersOptions());
}

import { baseApi, type User } from 'shared-api';

interface Envelope<T> {
  data: T;
}

/** The mailed-link flows of accounts: forgot and reset password, confirm the email, send the link again. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ message: string }>) => response.data,
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string; confirmPassword: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ message: string }>) => response.data,
    }),
    verifyEmail: build.mutation<{ user: User; bonusGranted: boolean }, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ user: User; bonusGranted: boolean }>) => response.data,
    }),
    resendVerification: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ message: string }>) => response.data,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation, useResendVerificationMutation } = authApi;

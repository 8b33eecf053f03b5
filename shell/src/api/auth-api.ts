import { baseApi, startSession, type AuthTokens, type User } from 'shared-api';

interface Envelope<T> {
  data: T;
}

export interface Verification {
  user: User;
  bonusGranted: boolean;
  tokens: AuthTokens;
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
    /** The confirmed email starts a session, in place of any the browser had. */
    verifyEmail: build.mutation<Verification, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', data: body }),
      transformResponse: (response: Envelope<Verification>) => response.data,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // A refused link starts nothing: the page says so and offers a new one.
        const verified = await queryFulfilled.then(({ data }) => data, () => null);
        if (verified) dispatch(startSession(verified));
      },
    }),
    resendVerification: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ message: string }>) => response.data,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation, useResendVerificationMutation } = authApi;

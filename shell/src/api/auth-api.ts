import { baseApi, startSession } from 'shared-api';
import type { Message, Verification } from 'shared-api/contracts/auth';

/** The mailed-link flows of accounts: forgot and reset password, confirm the email, send the link again. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', data: body }),
    }),
    resetPassword: build.mutation<Message, { token: string; password: string; confirmPassword: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', data: body }),
    }),
    /** The confirmed email starts a session, in place of any the browser had. */
    verifyEmail: build.mutation<Verification, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', data: body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // A refused link starts nothing: the page says so and offers a new one.
        const verified = await queryFulfilled.then(({ data }) => data, () => null);
        if (verified) dispatch(startSession(verified));
      },
    }),
    resendVerification: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', data: body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation, useResendVerificationMutation } = authApi;

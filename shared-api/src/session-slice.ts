import { createAsyncThunk, createSlice, isAnyOf, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { apiClient } from './api-client';
import { toApiError, type ApiError } from './api-error';
import { clearSession, readSession, saveSession, saveUser } from './session-storage';
import type { registration } from './contracts/auth';
import type { AuthTokens, User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Why the last sign-in or sign-up failed: the pages say it in the reader's language (shared-ui's useApiErrorMessage). */
  error: ApiError | null;
  /**
   * The client ended the session here (the header's Logout), not an expiry: a private page on screen
   * then goes home rather than to sign-in, whichever of the two is drawn first.
   */
  signedOutByClient?: boolean;
}

/** Spec 4: the session starts loading, with no user. */
const initialState: SessionState = { status: 'loading', user: null, error: null };

/**
 * Spec 4: a stored access token and user lead to a session check; success is authenticated,
 * failure clears storage and logs out; with nothing stored the visitor is logged out.
 */
export const checkSession = createAsyncThunk<User | null>('session/checked', async () => {
  const stored = readSession();
  if (!stored.accessToken || !stored.user) {
    clearSession();
    return null;
  }
  try {
    const response = await apiClient.get<{ data: User }>('/auth/me');
    saveUser(response.data.data);
    return response.data.data;
  } catch {
    clearSession();
    return null;
  }
});

interface SessionResponse {
  data: { user: User; tokens: AuthTokens };
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Unchecked: the session ends with the browser. */
  rememberMe: boolean;
}

/** Spec 4: signs in; success saves the tokens and the user, failure keeps the server's reason. */
export const login = createAsyncThunk<User, LoginRequest, { rejectValue: ApiError }>('session/login', async (request, { rejectWithValue }) => {
  try {
    const response = await apiClient.post<SessionResponse>('/auth/login', request);
    saveSession(response.data.data.tokens, response.data.data.user, request.rememberMe);
    return response.data.data.user;
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
  language: string;
}

/** What a sign-up answers, for a new email and for one that has an account alike. */
export type Registration = z.infer<typeof registration>;

/**
 * Creates the account; the server mails the confirmation link, and opening it starts the session
 * ({@link startSession}). Registering signs no one in and no one out: the answer reveals nothing
 * about the email, and whoever was signed in stays so.
 */
export const register = createAsyncThunk<Registration, RegisterRequest, { rejectValue: ApiError }>('session/register', async (request, { rejectWithValue }) => {
  try {
    const response = await apiClient.post<{ data: Registration }>('/auth/register', request);
    return response.data.data;
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

/** Logs out on the server (best effort) and always here: storage and state are cleared (spec 4). */
export const logout = createAsyncThunk('session/loggedOutByUser', async () => {
  const { refreshToken } = readSession();
  clearSession();
  if (refreshToken) await apiClient.post('/auth/logout', { refreshToken }).catch(() => undefined);
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<User>) {
      delete state.signedOutByClient;
      state.status = 'authenticated';
      state.user = action.payload;
      state.error = null;
    },
    loggedOut(state) {
      delete state.signedOutByClient;
      state.status = 'unauthenticated';
      state.user = null;
      state.error = null;
    },
    /** The refresh token was refused: the stored session is already gone. */
    sessionExpired(state) {
      delete state.signedOutByClient;
      state.status = 'unauthenticated';
      state.user = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    errorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(checkSession.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = action.payload ? 'authenticated' : 'unauthenticated';
      })
      .addCase(logout.pending, (state) => {
        state.status = 'unauthenticated';
        state.user = null;
        state.error = null;
        state.signedOutByClient = true;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.status = 'authenticated';
        state.user = action.payload;
        state.error = null;
      })
      .addCase(login.rejected, (state, action) => {
        state.status = 'unauthenticated';
        state.user = null;
        state.error = action.payload ?? toApiError(action.error);
      })
      // A sign-up starts no session: the state goes back to whoever was signed in (usually no one).
      .addCase(register.fulfilled, (state) => {
        state.status = state.user ? 'authenticated' : 'unauthenticated';
        state.error = null;
      })
      .addCase(register.rejected, (state, action) => {
        state.status = state.user ? 'authenticated' : 'unauthenticated';
        state.error = action.payload ?? toApiError(action.error);
      })
      .addMatcher(isAnyOf(login.pending, register.pending), (state) => {
        delete state.signedOutByClient;
        state.status = 'loading';
        state.error = null;
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSessionError: (state) => state.error,
    selectSignedOutByClient: (state) => state.signedOutByClient === true,
  },
});

export const { loggedIn, loggedOut, sessionExpired, userUpdated, errorCleared } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectSessionError, selectSignedOutByClient } = sessionSlice.selectors;

/**
 * Starts the session a mailed link gave (the email confirmation): saves the tokens and the user, then
 * signs the client in, which merges the browser cart into the server cart. A session the browser had
 * is ended first, so nothing of it (its server cart) is taken for a visitor's.
 */
export function startSession(session: { user: User; tokens: AuthTokens }): ThunkAction<void, { session: SessionState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (getState().session.user) dispatch(loggedOut());
    saveSession(session.tokens, session.user, true);
    dispatch(loggedIn(session.user));
  };
}

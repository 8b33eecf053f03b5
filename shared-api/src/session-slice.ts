import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiClient } from './api-client';
import { clearSession, readSession, saveUser } from './session-storage';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  error: string | null;
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
      state.status = 'authenticated';
      state.user = action.payload;
      state.error = null;
    },
    loggedOut(state) {
      state.status = 'unauthenticated';
      state.user = null;
      state.error = null;
    },
    /** The refresh token was refused: the stored session is already gone. */
    sessionExpired(state) {
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
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSessionError: (state) => state.error,
  },
});

export const { loggedIn, loggedOut, sessionExpired, userUpdated, errorCleared } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectSessionError } = sessionSlice.selectors;

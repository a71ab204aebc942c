import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Every thunk of the guest's app, typed once with its store: a thunk reads `getState()` as the
 * RootState and dispatches other thunks and the API's calls.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FrontDeskDispatch, FrontDeskState } from './frontDeskStore';

/**
 * Every thunk of the front desk, typed once with its own store. The API's error (its status and the
 * server's { code }) is the rejection, so the form can say why.
 */
export const createFrontDeskThunk = createAsyncThunk.withTypes<{
  state: FrontDeskState;
  dispatch: FrontDeskDispatch;
  rejectValue: unknown;
}>();

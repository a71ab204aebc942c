import { createDispatchHook, createSelectorHook } from 'react-redux';
import { FrontDeskStoreContext } from '@/api/frontDeskBaseApi';
import type { FrontDeskDispatch, FrontDeskState } from './frontDeskStore';

/** The front desk's store (its own context): the guest's useAppDispatch and useAppSelector do not reach it. */
export const useFrontDeskDispatch = createDispatchHook(FrontDeskStoreContext).withTypes<FrontDeskDispatch>();
export const useFrontDeskSelector = createSelectorHook(FrontDeskStoreContext).withTypes<FrontDeskState>();

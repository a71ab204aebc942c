import { useDispatch, useSelector } from 'react-redux';
import type { FrontDeskDispatch, FrontDeskState } from './frontDeskStore';

/** The front desk's store (the Provider of FrontDeskScreen, inside the guest's). */
export const useFrontDeskDispatch = useDispatch.withTypes<FrontDeskDispatch>();
export const useFrontDeskSelector = useSelector.withTypes<FrontDeskState>();

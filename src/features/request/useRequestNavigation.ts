import { useStepNavigation } from '@/ui/useStepNavigation';
import { REQUEST_PATHS } from './requestPaths';

/** The order steps (src/ui/useStepNavigation.ts). */
export const useRequestNavigation = () => useStepNavigation(REQUEST_PATHS);

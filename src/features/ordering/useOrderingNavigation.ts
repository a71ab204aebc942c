import { useStepNavigation } from '@/ui/useStepNavigation';
import { ORDERING_PATHS } from './orderingPaths';

/** The order steps (src/ui/useStepNavigation.ts). */
export const useOrderingNavigation = () => useStepNavigation(ORDERING_PATHS);

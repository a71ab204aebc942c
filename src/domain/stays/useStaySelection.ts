import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { formInput } from '@/lib/formInput';
import { useKeptInput } from '@/ui/form/KeepFormInput';

/**
 * The ticked items of a list of stays, kept under `formId` until the choice is confirmed (so a
 * reload or a language switch keeps it); `initial` when nothing was kept.
 */
export function useStaySelection(formId: string, initial: () => string[] = () => []) {
  const dispatch = useDispatch();
  const kept = useKeptInput<string[]>(formId);
  const [selected, setSelected] = useState<string[]>(() => kept ?? initial());
  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    setSelected(next);
    dispatch(formInput.actions.keep({ id: formId, values: next }));
  };
  return { selected, toggle };
}

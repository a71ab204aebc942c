import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formInput, selectKeptInput, type FormInputState } from '@/lib/formInput';

/**
 * Inside a Formik form: keeps what the guest types (once they have changed something) under the
 * form's id. `keep` picks what may be kept: what must not stay in session storage (a passport number,
 * a file) is left out.
 */
export function KeepFormInput<V>({ id, keep }: { id: string; keep?: (values: V) => unknown }) {
  const { values, dirty } = useFormikContext<V>();
  const dispatch = useDispatch();
  useEffect(() => {
    if (dirty) dispatch(formInput.actions.keep({ id, values: keep ? keep(values) : values }));
  }, [dispatch, id, values, dirty, keep]);
  return null;
}

/** What the guest typed into the form and has not sent yet, if anything. */
export function useKeptInput<T>(id: string): T | undefined {
  return useSelector((state: FormInputState) => selectKeptInput(state, id)) as T | undefined;
}

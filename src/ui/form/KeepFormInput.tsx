import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formInput, selectKeptInput, type FormInputState } from '@/lib/formInput';

/** Inside a Formik form: keeps what the guest types (once they have changed something) under the form's id. */
export function KeepFormInput({ id }: { id: string }) {
  const { values, dirty } = useFormikContext();
  const dispatch = useDispatch();
  useEffect(() => {
    if (dirty) dispatch(formInput.actions.keep({ id, values }));
  }, [dispatch, id, values, dirty]);
  return null;
}

/** What the guest typed into the form and has not sent yet, if anything. */
export function useKeptInput<T>(id: string): T | undefined {
  return useSelector((state: FormInputState) => selectKeptInput(state, id)) as T | undefined;
}

import type { RefCallBack, UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` for an MUI TextField: its `ref` must reach the <input> (inputRef),
 * not the wrapper, so focus-on-error and prefilled values work.
 */
export function muiField<T extends string>(
  registration: UseFormRegisterReturn<T>,
): Omit<UseFormRegisterReturn<T>, 'ref'> & { inputRef: RefCallBack } {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

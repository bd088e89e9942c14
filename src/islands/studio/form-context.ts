// What every field of the entry form needs: how to change the data, the issues found, and the shop's paths for links.
import { createContext, useContext } from 'react';
import { pathKey, type Path } from '../../lib/studio/fields';

export type FormState = {
  onChange: (path: Path, value: unknown) => void;
  errors: Record<string, string>;
  links: readonly string[];
  linksId: string;
  richText: readonly string[];
};

export const FormContext = createContext<FormState>({
  onChange: () => {},
  errors: {},
  links: [],
  linksId: 'studio-links',
  richText: [],
});

export const useForm = () => useContext(FormContext);

/** The ids of a field, its error and its hint, and the props that tie them to its control. */
export function fieldIds(path: Path, errors: Record<string, string>) {
  const id = `field-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '-') || 'root'}`;
  const error = errors[pathKey(path)];
  return {
    id,
    errorId: `${id}-error`,
    error,
    invalid: error
      ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const)
      : ({ 'aria-invalid': undefined, 'aria-describedby': undefined } as const),
  };
}

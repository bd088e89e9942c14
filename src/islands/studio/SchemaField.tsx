// One field of the entry form, chosen by walking the content type's zod schema: an object is a group of fields, a
// list is an ArrayField, anything else a single control. Fields the shop treats specially get their own widget.
import type { z } from 'zod/v4';
import { describeField, imageAltField, isRequired, labelFor, type Path } from '../../lib/studio/fields';
import ArrayField from './ArrayField';
import FieldError from './FieldError';
import { fieldIds, useForm } from './form-context';
import ImageField from './ImageField';
import RichTextField from './RichTextField';
import ScalarField from './ScalarField';

type Props = {
  name: string;
  schema: z.ZodType;
  path: Path;
  value: unknown;
  label?: string;
  /** An object whose fields go straight into the group around it (the form itself, a list item). */
  bare?: boolean;
};

export default function SchemaField({ name, schema, path, value, label, bare = false }: Props) {
  const form = useForm();
  const info = describeField(schema);
  const text = label ?? labelFor(name);
  const required = isRequired(info);
  const { field } = info;
  const altInfo = imageAltField(field);

  if (altInfo) return <ImageField label={text} path={path} value={value} required={required} altInfo={altInfo} />;
  if (field.kind === 'object') {
    const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const children = field.fields.map(([child, childSchema]) => (
      <SchemaField key={child} name={child} schema={childSchema} path={[...path, child]} value={record[child]} />
    ));
    const { errorId, error } = fieldIds(path, form.errors);
    if (bare)
      return (
        <>
          <FieldError id={errorId} message={error} />
          {children}
        </>
      );
    return (
      <fieldset className="studio-group">
        <legend>{text}</legend>
        <FieldError id={errorId} message={error} />
        {children}
      </fieldset>
    );
  }
  if (field.kind === 'array')
    return (
      <ArrayField
        name={name}
        label={text}
        element={field.element}
        path={path}
        value={Array.isArray(value) ? value : []}
      />
    );
  if (field.kind === 'string' && form.richText.includes(pathKeyOf(path)))
    return (
      <RichTextField label={text} path={path} value={typeof value === 'string' ? value : ''} required={required} />
    );
  return <ScalarField name={name} label={text} info={info} path={path} value={value} required={required} />;
}

const pathKeyOf = (path: Path) => path.join('.');

import * as v from 'valibot';
import type { FormChecks } from './checked-form';

/** A form's rules from a valibot schema: the first problem of each field, by its name. */
export function valibotChecks<S extends v.GenericSchema>(schema: S): FormChecks<v.InferOutput<S>> {
  return (fields) => {
    const result = v.safeParse(schema, fields);
    if (result.success) return { ok: true, values: result.output };
    const errors: Partial<Record<string, string>> = {};
    for (const issue of result.issues) {
      const name = v.getDotPath(issue);
      if (name && errors[name] === undefined) errors[name] = issue.message;
    }
    return { ok: false, errors };
  };
}

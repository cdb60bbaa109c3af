import { useState } from 'react';
import { ApiError } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';

/** Anything with zod's safeParse: the contract's field schemas. */
type Checkable = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The contract's first message for a value, or undefined when it is valid. */
export function check(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'This is not valid.');
}

export type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * Splits a failed call into messages for the form's own fields and one for the whole form.
 * A field message the form has no input for goes to the whole form.
 */
export function splitServerError<K extends string>(
  err: unknown,
  fields: readonly K[],
  fallback?: string,
): { fields: Errors<K>; form: string | null } {
  const out: Errors<K> = {};
  let form: string | null = null;
  if (err instanceof ApiError && err.fields) {
    for (const [name, message] of Object.entries(err.fields)) {
      if ((fields as readonly string[]).includes(name)) out[name as K] = message;
      else form ??= message;
    }
    if (Object.keys(out).length === 0) form ??= messageOf(err, fallback);
    return { fields: out, form };
  }
  return { fields: out, form: messageOf(err, fallback) };
}

/**
 * A small form state: values, inline errors shown once a field was left (or the form was
 * sent), and the server's answers per field, cleared when that field changes.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Errors<K>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Errors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const local = validate(values);
  const errors: Errors<K> = {};
  for (const key of Object.keys(values) as K[]) {
    const shown = submitted || touched[key] ? local[key] : undefined;
    const message = server[key] ?? shown;
    if (message) errors[key] = message;
  }

  return {
    values,
    errors,
    formError,
    busy,
    set(key: K, value: string) {
      setValues((v) => ({ ...v, [key]: value }));
      setServer((s) => {
        if (!(key in s)) return s;
        const next = { ...s };
        Reflect.deleteProperty(next, key);
        return next;
      });
    },
    blur(key: K) {
      setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
    },
    reset(next: Record<K, string> = initial) {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServer({});
      setFormError(null);
    },
    setFormError,
    /**
     * Runs `send` when the inputs are valid; otherwise shows every error and focuses the first
     * field that has one. Errors from the server land on their fields or on the form.
     */
    async submit(send: (values: Record<K, string>) => Promise<void>, fallback?: string) {
      setSubmitted(true);
      setFormError(null);
      const firstBad = (Object.keys(values) as K[]).find((k) => local[k]);
      if (firstBad) {
        document.querySelector<HTMLElement>(`[data-field="${firstBad}"]`)?.focus();
        return;
      }
      setBusy(true);
      try {
        await send(values);
      } catch (err) {
        const split = splitServerError(err, Object.keys(values) as K[], fallback);
        setServer(split.fields);
        setFormError(split.form);
        const field = (Object.keys(split.fields) as K[])[0];
        if (field) document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      } finally {
        setBusy(false);
      }
    },
  };
}

export type FormState<K extends string> = ReturnType<typeof useForm<K>>;

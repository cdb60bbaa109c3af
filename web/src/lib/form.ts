import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm as useHookForm,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { ApiError } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';
import { i18n } from '#src/lib/i18n.ts';
import { loadSentences, localSentence } from '#src/lib/sentences.ts';

/**
 * The contract's messages in the page's language (ADR 084): at once where loaded, else English
 * and the first check asks for them. A Japanese or German page with a form loads them a moment
 * after the form's code, so that a check made without a render after it (a field's own
 * `check`) is in the page's language too.
 */
if (typeof window !== 'undefined' && i18n.locale !== 'en') {
  const locale = i18n.locale;
  setTimeout(() => void loadSentences(locale), 1500);
}

function local(message: string): string {
  const locale = i18n.locale;
  if (locale === 'en') return message;
  void loadSentences(locale);
  return localSentence(message, locale);
}

/** Anything with zod's safeParse: the contract's field schemas. */
type Checkable = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The contract's first message for a value, or undefined when it is valid. */
export function check(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success
    ? undefined
    : local(result.error.issues[0]?.message ?? 'This is not valid.');
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

/** A contract schema for some of a form's fields (a zod object: `LoginBody`, `SignupBody.pick(...)`). */
type Schema = { _zod: { input: FieldValues; output: unknown } };

/**
 * How a form checks its values: the contract's zod schema for the fields it covers, and the
 * form's own rules for the rest (a confirmation, a field only some members have). A bare
 * function is the form's own rules alone.
 */
export type Rules<K extends string> =
  | { schema?: Schema; also?: (values: Record<K, string>) => Errors<K> }
  | ((values: Record<K, string>) => Errors<K>);

function resolverOf<K extends string>(rules: Rules<K>): Resolver {
  const { schema, also } = typeof rules === 'function' ? { schema: undefined, also: rules } : rules;
  // raw: `submit` gets the values as typed; each form trims what it sends
  const zod = schema && (zodResolver(schema, undefined, { raw: true }) as Resolver);
  return async (values, context, options) => {
    const errors: FieldErrors = {};
    // the schema's messages for the form's own fields (a body's other keys are the form's to add)
    const locale = i18n.locale;
    const fromSchema = zod ? (await zod(values, context, options)).errors : {};
    if (Object.keys(fromSchema).length > 0) await loadSentences(locale);
    for (const key of Object.keys(values)) {
      const found = fromSchema[key];
      if (found)
        errors[key] =
          typeof found.message === 'string'
            ? { type: 'schema', message: localSentence(found.message, locale) }
            : found;
    }
    for (const [key, message] of Object.entries(also?.(values as Record<K, string>) ?? {})) {
      if (message && !errors[key]) errors[key] = { type: 'rule', message: message as string };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * A form on react-hook-form (ADR 047): values, inline errors shown once a field was left (or
 * the form was sent), and the server's answers per field, cleared when that field changes.
 */
export function useForm<K extends string>(initial: Record<K, string>, rules: Rules<K>) {
  // made again each render: react-hook-form takes the latest, so rules may read the props
  const form = useHookForm({
    defaultValues: initial as FieldValues,
    mode: 'all',
    resolver: resolverOf(rules),
  });
  const { control, formState, getValues, setValue, trigger, handleSubmit } = form;
  const values = useWatch({ control }) as Record<K, string>;
  const [server, setServer] = useState<Errors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const local = formState.errors as Partial<Record<K, { message?: string }>>;
  const touched = formState.touchedFields as Partial<Record<K, boolean>>;
  const errors: Errors<K> = {};
  for (const key of Object.keys(initial) as K[]) {
    const shown = formState.isSubmitted || touched[key] ? local[key]?.message : undefined;
    const message = server[key] ?? shown;
    if (message) errors[key] = message;
  }
  const focus = (key: K | undefined) => {
    if (key) document.querySelector<HTMLElement>(`[data-field="${key}"]`)?.focus();
  };

  const set = (key: K, value: string) => {
    setValue(key as string, value);
    // every field again: one rule may read another (a confirmation)
    void trigger();
    setServer((s) => {
      if (!(key in s)) return s;
      const next = { ...s };
      Reflect.deleteProperty(next, key);
      return next;
    });
  };

  const blur = (key: K) => {
    setValue(key as string, getValues(key as string), { shouldTouch: true });
    void trigger();
  };

  return {
    values,
    errors,
    formError,
    busy,
    set,
    blur,
    /** The fields of a TextField or TextArea: value, changes, leaving it and its error. */
    field(key: K) {
      return {
        name: key,
        value: values[key],
        onChange: (value: string) => set(key, value),
        onBlur: () => blur(key),
        error: errors[key],
      };
    },
    reset(next: Record<K, string> = initial) {
      form.reset(next);
      setServer({});
      setFormError(null);
    },
    setFormError,
    /**
     * Runs `send` when the inputs are valid; otherwise shows every error and focuses the first
     * field that has one. Errors from the server land on their fields or on the form.
     */
    async submit(send: (values: Record<K, string>) => Promise<void>, fallback?: string) {
      setFormError(null);
      const keys = Object.keys(initial) as K[];
      await handleSubmit(
        async (checked) => {
          setBusy(true);
          try {
            await send(checked as Record<K, string>);
          } catch (err) {
            const split = splitServerError(err, keys, fallback);
            setServer(split.fields);
            setFormError(split.form);
            focus((Object.keys(split.fields) as K[])[0]);
          } finally {
            setBusy(false);
          }
        },
        (bad) => focus(keys.find((k) => k in bad)),
      )();
    },
  };
}

export type FormState<K extends string> = ReturnType<typeof useForm<K>>;

import { useCallback, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { loadOnce } from './load-once';

/** One message per field that needs attention, by the field's name. */
export type FieldMessages = Partial<Record<string, string>>;
/** What a form's rules say of what it holds: the values to use, or what to fix. */
export type CheckResult<T> = { ok: true; values: T } | { ok: false; errors: FieldMessages };
/** A form's rules, given its fields as the form holds them (name → text). */
export type FormChecks<T> = (fields: Record<string, string>) => CheckResult<T>;

/**
 * A form's rules, loaded on their own (they bring the validation library): when the form is first
 * checked, or ahead of that once the browser is idle after the form has shown. Neither showing
 * the page nor making it work waits for them. A load that fails is tried again at the next check.
 */
export interface LazyChecks<T> {
  get: () => Promise<FormChecks<T>>;
  preload: () => void;
}

export function lazyChecks<T>(load: () => Promise<FormChecks<T>>): LazyChecks<T> {
  const { get } = loadOnce(load);
  return { get, preload: () => void get().catch(() => undefined) };
}

/** The form's text fields as it holds them now: so what was typed before the app ran counts too. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/** The form that was sent, for `onValid`: to reset it, or to mark a field its rules could not know about. */
export interface SentForm {
  element: HTMLFormElement;
  setError: (name: string, message: string) => void;
}

/** Only the messages of the fields named in `names`. */
function only(errors: FieldMessages, names: ReadonlySet<string>): FieldMessages {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => names.has(name)));
}

export interface CheckedFormOptions {
  /**
   * Also check a field when the visitor leaves it (a long form such as the checkout): its problem
   * shows then, not while they type, and goes as soon as it is fixed.
   */
  checkOnLeave?: boolean;
  /**
   * What the form fills in itself before it is checked when sent (the checkout's state, from its PIN
   * code): the check waits for it. It must settle, and never rejects.
   */
  beforeCheck?: (form: HTMLFormElement) => Promise<void>;
}

/**
 * A form checked by its rules when sent: each problem is shown next to its field (`errors`, for
 * `Field`) and focus moves to the first; once sent, the messages follow each change. A valid form
 * goes to `onValid` with the rules' values (and the form, see SentForm); until that has finished the form is `busy` and further
 * sends are ignored. The fields are plain uncontrolled inputs named after the rules' keys.
 * With `checkOnLeave`, each field is also checked as the visitor leaves it (pass `onBlur` to the form).
 * Pass `onFocus` to the form too: its rules start loading as the visitor goes to it.
 */
export function useCheckedForm<T>(
  checks: LazyChecks<T>,
  onValid: (values: T, form: SentForm) => void | Promise<void>,
  { checkOnLeave = false, beforeCheck }: CheckedFormOptions = {},
): {
  errors: FieldMessages;
  submitCount: number;
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  refresh: (form: HTMLFormElement) => void;
} {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const working = useRef(false);
  /** The fields the visitor has left (checkOnLeave): only their problems show before the form is sent. */
  const left = useRef(new Set<string>());
  /** Whether the form has been sent and checked (`submitCount` > 0), read by the handlers: `refresh` may be called from an older drawing. */
  const sent = useRef(false);

  // The rules load when the visitor goes to the form (focus into any of its fields), never with the
  // page: a page and what it loads with no interaction stay within the budget (issue 22).
  const preloaded = useRef(false);
  function onFocus() {
    if (preloaded.current) return;
    preloaded.current = true;
    checks.preload();
  }

  const check = useCallback(
    async (form: HTMLFormElement): Promise<CheckResult<T> | null> => {
      try {
        const result = (await checks.get())(fieldsOf(form));
        setFailure(null);
        return result;
      } catch (error) {
        console.warn('The form’s rules could not be loaded.', error);
        setFailure('This form could not be checked just now (the connection may be down). Please try again.');
        return null;
      }
    },
    [checks],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working.current) return;
    const form = event.currentTarget;
    working.current = true;
    setBusy(true);
    void (async () => {
      try {
        await beforeCheck?.(form);
        const result = await check(form);
        if (!result) return;
        sent.current = true;
        setSubmitCount((count) => count + 1);
        if (!result.ok) {
          // The messages are in the page before focus moves: a screen reader reads the field's problem as it arrives there.
          flushSync(() => setErrors(result.errors));
          const first = [...form.elements].map((element) => element.getAttribute('name')).find((name) => name && result.errors[name]);
          if (first) focusField(form, first);
          return;
        }
        setErrors({});
        await onValid(result.values, { element: form, setError: (name, message) => setError(form, name, message) });
      } finally {
        working.current = false;
        setBusy(false);
      }
    })();
  }

  /**
   * The form changed by the page itself (a field filled in for the visitor): its messages follow, as
   * after a change. The same function in every drawing, so a page's effect may keep it.
   */
  const refresh = useCallback(
    (form: HTMLFormElement) => {
      if (!sent.current && left.current.size === 0) return;
      void check(form).then((result) => {
        if (!result) return;
        const found = result.ok ? {} : result.errors;
        // Before the form is sent, typing only takes a fixed problem away; a new one waits for the visitor to leave the field.
        setErrors((current) => (sent.current ? found : only(found, new Set(Object.keys(current)))));
      });
    },
    [check],
  );

  function onChange(event: FormEvent<HTMLFormElement>) {
    refresh(event.currentTarget);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = event.target.getAttribute('name');
    if (!checkOnLeave || !name) return;
    left.current.add(name);
    void check(event.currentTarget).then((result) => {
      if (result) setErrors(result.ok ? {} : sent.current ? result.errors : only(result.errors, left.current));
    });
  }

  function setError(form: HTMLFormElement, name: string, message: string) {
    flushSync(() => setErrors((current) => ({ ...current, [name]: message })));
    focusField(form, name);
  }

  return { errors, submitCount, busy, failure, onSubmit, onChange, onBlur, onFocus, refresh };
}

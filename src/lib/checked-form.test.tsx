import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { lazyChecks, useCheckedForm, type FieldMessages, type LazyChecks } from './checked-form';
import { valibotChecks } from './valibot-checks';

const schema = v.object({
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a city.')),
  pin: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter a 6-digit PIN code.')),
});
type Place = v.InferOutput<typeof schema>;

/** The two fields both test forms hold. */
function PlaceFields({ errors }: { errors: FieldMessages }) {
  return (
    <>
      <Field label="City" error={errors.city}>
        {(control) => <input {...control} name="city" type="text" />}
      </Field>
      <Field label="PIN code" error={errors.pin}>
        {(control) => <input {...control} name="pin" type="text" />}
      </Field>
    </>
  );
}

function Form({ checks, onValid }: { checks: LazyChecks<Place>; onValid: (place: Place) => void | Promise<void> }) {
  const form = useCheckedForm(checks, (place, sent) => {
    if (place.city === 'Atlantis') sent.setError('city', 'We do not ship there.');
    else return onValid(place);
  });
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.onFocus}>
      <p role="alert">{form.failure}</p>
      <PlaceFields errors={form.errors} />
      <button type="submit">{form.busy ? 'Sending…' : 'Send'}</button>
    </form>
  );
}

function setup(load = () => Promise.resolve(valibotChecks(schema))) {
  const onValid = vi.fn<(place: Place) => void | Promise<void>>();
  const loader = vi.fn(load);
  render(<Form checks={lazyChecks(loader)} onValid={onValid} />);
  const user = userEvent.setup();
  const city = screen.getByRole('textbox', { name: 'City' });
  const pin = screen.getByRole('textbox', { name: 'PIN code' });
  const send = () => user.click(screen.getByRole('button', { name: /Send/ }));
  return { user, city, pin, send, onValid, loader };
}

describe('useCheckedForm', () => {
  it('shows each problem next to its field and focuses the first; nothing is sent', async () => {
    const { city, pin, send, onValid } = setup();
    await send();
    await waitFor(() => expect(city).toHaveAccessibleDescription('Enter a city.'));
    expect(pin).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('the first problem is already described when focus reaches its field (a screen reader reads it then)', async () => {
    const { city, send } = setup();
    const atFocus: { invalid: string | null; description: string | null }[] = [];
    city.addEventListener('focus', () => {
      const ids = city.getAttribute('aria-describedby')?.split(' ') ?? [];
      atFocus.push({ invalid: city.getAttribute('aria-invalid'), description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null });
    });
    await send();
    await waitFor(() => expect(city).toHaveFocus());
    expect(atFocus).toEqual([{ invalid: 'true', description: 'Enter a city.' }]);
  });

  it('a field marked by the page is described before it gets focus too', async () => {
    const { user, city, pin, send } = setup();
    await user.type(city, 'Atlantis');
    await user.type(pin, '400001');
    const atFocus: (string | null)[] = [];
    city.addEventListener('focus', () => atFocus.push(city.getAttribute('aria-invalid')));
    await send();
    await waitFor(() => expect(city).toHaveFocus());
    expect(atFocus).toEqual(['true']);
    expect(city).toHaveAccessibleDescription('We do not ship there.');
  });

  it('once sent, the messages follow each change', async () => {
    const { user, city, pin, send } = setup();
    await send();
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    await user.type(city, 'Pune');
    await waitFor(() => expect(city).not.toHaveAttribute('aria-invalid'));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the rules’ values, read from the page (what was typed before the app ran counts)', async () => {
    const { user, city, pin, send, onValid } = setup();
    city.setAttribute('value', '  Pune '); // as the browser holds text typed into prerendered HTML
    await user.type(pin, '411001');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ city: 'Pune', pin: '411001' }));
  });

  it('ignores further sends while the form works, and says it is busy', async () => {
    let finish = () => {};
    const { user, city, pin, send, onValid } = setup();
    onValid.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(city, 'Pune');
    await user.type(pin, '411001');
    await send();
    await screen.findByRole('button', { name: 'Sending…' });
    await send();
    finish();
    await screen.findByRole('button', { name: 'Send' });
    expect(onValid).toHaveBeenCalledOnce();
  });

  it('lets the page mark a field its rules could not know about', async () => {
    const { user, city, pin, send, onValid } = setup();
    await user.type(city, 'Atlantis');
    await user.type(pin, '000000');
    await send();
    await waitFor(() => expect(city).toHaveAccessibleDescription('We do not ship there.'));
    expect(city).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('loads the rules when the visitor goes to the form, once, not with the page', async () => {
    const { user, city, pin, loader } = setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).not.toHaveBeenCalled();
    await user.click(city);
    expect(loader).toHaveBeenCalledOnce();
    await user.click(pin);
    await user.click(city);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('says so when the rules cannot be loaded, and tries again at the next send', async () => {
    const { user, city, pin, send, onValid, loader } = setup();
    // Offline: when the visitor went to the form, and at the first send.
    loader.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.type(city, 'Pune');
    await user.type(pin, '411001');
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This form could not be checked just now'));
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(loader).toHaveBeenCalledTimes(3);
  });
});

function LeaveForm() {
  const form = useCheckedForm(lazyChecks(() => Promise.resolve(valibotChecks(schema))), () => undefined, { checkOnLeave: true });
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} onBlur={form.onBlur}>
      <PlaceFields errors={form.errors} />
    </form>
  );
}

describe('useCheckedForm with checkOnLeave', () => {
  it('shows a field’s problem when the visitor leaves it, not while they type, and takes it away once fixed', async () => {
    render(<LeaveForm />);
    const user = userEvent.setup();
    const city = screen.getByRole('textbox', { name: 'City' });
    const pin = screen.getByRole('textbox', { name: 'PIN code' });
    await user.click(pin);
    await user.type(pin, '12');
    // Typing: no message yet, for this field or any other.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pin).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(pin).toHaveAccessibleDescription('Enter a 6-digit PIN code.'));
    // The city was never left: its problem waits.
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.type(pin, '3456');
    await waitFor(() => expect(pin).not.toHaveAttribute('aria-invalid'));
    // Emptied again while typing: the problem waits until the field is left once more.
    await user.clear(pin);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pin).not.toHaveAttribute('aria-invalid');
    await user.click(city);
    await waitFor(() => expect(pin).toHaveAccessibleDescription('Enter a 6-digit PIN code.'));
  });
});

/** A form that fills its empty city from the PIN code before it is checked, a moment later (as the checkout fills its state). */
function FillingForm({ onValid }: { onValid: (place: Place) => void }) {
  const form = useCheckedForm(lazyChecks(() => Promise.resolve(valibotChecks(schema))), onValid, {
    beforeCheck: async (element) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const city = element.elements.namedItem('city') as HTMLInputElement;
      if (!city.value && (element.elements.namedItem('pin') as HTMLInputElement).value === '400001') city.value = 'Mumbai';
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <PlaceFields errors={form.errors} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useCheckedForm with beforeCheck', () => {
  it('checks the form once what it fills in itself is there: sent at once, it is valid', async () => {
    const onValid = vi.fn<(place: Place) => void>();
    render(<FillingForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '400001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ city: 'Mumbai', pin: '400001' }, expect.anything()));
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { createAccounts } from './accounts';
import { sessionStore } from './session';
import { SignupForm } from './signup-form';

function setup(initial: Record<string, string> = {}) {
  const store = createMemoryStore(initial);
  const accounts = createAccounts(createStorageAdapter({ backend: () => store }), { iterations: 1_000 });
  const onSignedIn = vi.fn();
  render(<SignupForm accounts={accounts} onSignedIn={onSignedIn} />);
  const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });
  return { store, accounts, onSignedIn, user: userEvent.setup(), field, submit: () => screen.getByRole('button', { name: 'Sign up' }) };
}

afterEach(() => {
  sessionStore.setState({ session: null });
  noticeStore.setState({ notices: [] });
});

describe('SignupForm', () => {
  it('marks every field required, and the username and email no longer than their rules allow', () => {
    setup();
    for (const label of ['Username', 'Email', 'Password', 'Confirm password']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Username')).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
  });

  it('shows each problem next to its field, tied to it, and focuses the first', async () => {
    const { user, field, submit, onSignedIn } = setup();
    await user.click(submit());
    // The form's checks load on first use, so the answer comes a moment after the tap.
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription('Enter a username.'));
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(field('Password')).toHaveAccessibleDescription('Enter a password.');
    expect(field('Confirm password')).toHaveAccessibleDescription('Enter your password again.');
    for (const name of ['Username', 'Email', 'Password', 'Confirm password']) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveFocus();
    expect(screen.getByText('4 fields need attention.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed, and names the fields as the original form did', async () => {
    const { user, field, submit } = setup();
    await user.type(field('Username'), 'Ravi');
    await user.type(field('Email'), 'ravi@example');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'short');
    await user.click(submit());
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(field('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(field('Username')).toHaveValue('Ravi');
    expect(field('Email')).toHaveValue('ravi@example');
    expect(field('Password')).toHaveValue('short');
    expect(field('Confirm password')).toHaveAttribute('name', 'conformPassword');
    expect(field('Email')).toHaveFocus();
  });

  it('asks for a username that would show nothing, as for an empty one', async () => {
    const { user, field, submit, onSignedIn } = setup();
    await user.type(field('Username'), '\u3164\u2800');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-77');
    await user.click(submit());
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription('Enter a username.'));
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps no right-to-left override in the username it stores, signs in and welcomes by name', async () => {
    const { user, field, submit, store, onSignedIn } = setup();
    await user.type(field('Username'), 'abc\u202Etuo goL');
    await user.type(field('Email'), 'abc@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-77');
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStore.getState().session).toMatchObject({ username: 'abctuo goL' });
    expect(JSON.parse(store.data.get('users') ?? '[]')).toEqual([expect.objectContaining({ username: 'abctuo goL' })]);
    expect(noticeStore.getState().notices).toContainEqual(
      expect.objectContaining({ id: 'account-welcome', message: `Welcome to ${site.name}, \u2068abctuo goL\u2069! Your account is ready.` }),
    );
  });

  it('says under the confirmation when the passwords differ', async () => {
    const { user, field, submit } = setup();
    await user.type(field('Username'), 'Ravi');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-78');
    await user.click(submit());
    expect(field('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an email already registered, in any case', async () => {
    const { user, field, submit, accounts, onSignedIn } = setup();
    await accounts.register({ username: 'Asha', email: 'asha@example.com', password: 'marigold-88' });
    await user.type(field('Username'), 'Asha 2');
    await user.type(field('Email'), 'ASHA@Example.com');
    await user.type(field('Password'), 'marigold-99');
    await user.type(field('Confirm password'), 'marigold-99');
    await user.click(submit());
    expect(field('Email')).toHaveAccessibleDescription(/An account with this email already exists/);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('creates the account, shows it is busy meanwhile, then signs in', async () => {
    const { user, field, submit, store, onSignedIn } = setup();
    await user.type(field('Username'), 'Ravi');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-77');
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ username: 'Ravi', email: 'ravi@example.com' });
    expect(sessionStore.getState().session).toMatchObject({ username: 'Ravi' });
    expect(JSON.parse(store.data.get('users') ?? '[]')).toEqual([expect.objectContaining({ username: 'Ravi', email: 'ravi@example.com' })]);
    expect(store.data.get('users')).not.toContain('peacock-77');
  });

  it('marks the button busy while it hashes', async () => {
    const { user, field, submit, accounts } = setup();
    let finish: () => void = () => {};
    vi.spyOn(accounts, 'register').mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ kind: 'email-taken' }))),
    );
    await user.type(field('Username'), 'Ravi');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-77');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Creating account…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(accounts.register).toHaveBeenCalledOnce();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign up' })).not.toHaveAttribute('aria-busy');
  });

  it('still signs in for this tab when the account cannot be saved, and says so', async () => {
    const { user, field, submit, store, onSignedIn } = setup();
    store.failWrites = true;
    await user.type(field('Username'), 'Ravi');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Password'), 'peacock-77');
    await user.type(field('Confirm password'), 'peacock-77');
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(noticeStore.getState().notices).toContainEqual(
      expect.objectContaining({ id: 'account-not-saved', message: expect.stringContaining('could not be saved on this device') }),
    );
  });
});

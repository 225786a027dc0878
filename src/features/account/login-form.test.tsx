import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { createAccounts, type Accounts } from './accounts';
import { LoginForm } from './login-form';
import { sessionStore, type Session } from './session';

let accounts: Accounts;
let onSignedIn: ReturnType<typeof vi.fn<(session: Session) => void>>;

beforeEach(async () => {
  accounts = createAccounts(createStorageAdapter({ backend: () => createMemoryStore() }), { iterations: 1_000 });
  await accounts.register({ username: 'Asha', email: 'asha@example.com', password: 'marigold-88' });
  onSignedIn = vi.fn<(session: Session) => void>();
  render(<LoginForm accounts={accounts} onSignedIn={onSignedIn} />);
});
afterEach(() => {
  sessionStore.setState({ session: null });
  noticeStore.setState({ notices: [] });
});

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

async function login(typedEmail: string, typedPassword: string) {
  const user = userEvent.setup();
  if (typedEmail) await user.type(email(), typedEmail);
  if (typedPassword) await user.type(password(), typedPassword);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('asks for both fields, next to them', async () => {
    await login('', '');
    // The form's checks load on first use, so the answer comes a moment after the tap.
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Enter your email address.'));
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    expect(email()).toHaveFocus();
  });

  it.each([
    ['a wrong password', 'asha@example.com', 'marigold-89'],
    ['an unknown email', 'nobody@example.com', 'marigold-88'],
  ])('answers %s with one message, keeping what was typed', async (_, typedEmail, typedPassword) => {
    await login(typedEmail, typedPassword);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Email or password is incorrect$/));
    expect(email()).toHaveValue(typedEmail);
    expect(password()).toHaveValue(typedPassword);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().session).toBeNull();
  });

  it('signs in with the right email (any case) and password', async () => {
    await login('Asha@Example.COM', 'marigold-88');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStore.getState().session).toMatchObject({ username: 'Asha', email: 'asha@example.com' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('signs in with a password whose "é" is typed decomposed, though it was signed up composed', async () => {
    await accounts.register({ username: 'Chloé', email: 'chloe@example.com', password: 'caf\u00e9-latte' });
    await login('chloe@example.com', 'cafe\u0301-latte');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sessionStore.getState().session).toMatchObject({ email: 'chloe@example.com' });
  });

  it('welcomes a user whose stored name carries a right-to-left override by the name as it reads', async () => {
    // Stored records can be edited by hand; signup would have dropped the override.
    await accounts.register({ username: 'abc\u202Etuo goL', email: 'abc@example.com', password: 'peacock-77' });
    await login('abc@example.com', 'peacock-77');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(noticeStore.getState().notices).toContainEqual(expect.objectContaining({ id: 'account-welcome', message: 'Welcome back, \u2068abctuo goL\u2069!' }));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import { createAccounts } from './accounts';
import { LoginForm } from './login-form';
import { sessionStore } from './session';
import { SignupForm } from './signup-form';

function setup(initial: Record<string, string>) {
  const store = createMemoryStore(initial);
  const accounts = createAccounts(createStorageAdapter({ backend: () => store }), { iterations: 1_000 });
  return { store, accounts };
}

beforeEach(resetStores);
afterEach(resetStores);

describe('the login and signup forms', () => {
  const legacy = [{ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' }];

  beforeEach(() => {
    // The check waits for an idle moment: here, at once.
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      task();
      return 0;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['login', LoginForm],
    ['signup', SignupForm],
  ])('check the stored accounts once the %s form is on the page: plain passwords hashed, a session whose account is gone signed out', async (_, Form) => {
    const { store, accounts } = setup({ users: JSON.stringify(legacy) });
    sessionStore.setState({ session: { username: 'Meera', email: 'meera@example.com', signedInAt: '2026-11-23T10:00:00.000Z' } });
    render(<Form accounts={accounts} onSignedIn={() => {}} />);
    expect(screen.getByRole('button', { name: /^(Login|Sign up)$/ })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().session).toBeNull());
    expect(store.data.get('users')).not.toContain('hunter22');
    expect(noticeStore.getState().notices).toEqual([expect.objectContaining({ id: 'account-missing' })]);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { ContactForm } from './contact-form';
import { createMessageBox } from './messages';

function setup() {
  const store = createMemoryStore();
  const box = createMessageBox(createStorageAdapter({ backend: () => store }));
  const openMail = vi.fn();
  render(<ContactForm box={box} openMail={openMail} />);
  return { store, openMail, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
}

describe('ContactForm', () => {
  it('marks every field required and lets no field take more than its rule allows', () => {
    setup();
    const limits = { 'Your name': '100', Email: '254', Subject: '150', Message: '5000' };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('maxlength', max);
    }
  });

  it('shows a message next to each field that needs one, keeping what was typed', async () => {
    const { user, openMail, store } = setup();
    await fill(user, { 'Your name': 'Asha', Email: 'asha@example' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The form's rules load on first use, so the answer comes a moment after the tap.
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Your name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(field('Subject')).toHaveAccessibleDescription('Enter a subject.');
    expect(field('Message')).toHaveAccessibleDescription('Write your message.');
    expect(field('Email')).toHaveFocus();
    expect(field('Your name')).toHaveValue('Asha');
    expect(field('Email')).toHaveValue('asha@example');
    expect(openMail).not.toHaveBeenCalled();
    expect(store.data.has('messages')).toBe(false);
  });

  it('keeps a valid message first, then opens the mail app, and confirms both', async () => {
    const { user, openMail, store } = setup();
    openMail.mockImplementation(() => {
      // The message is already kept when the mail app opens.
      expect(JSON.parse(store.data.get('messages') ?? '[]')).toHaveLength(1);
    });
    await fill(user, { 'Your name': 'Asha', Email: 'asha@example.com', Subject: 'Teal XXL', Message: 'Do you have it?' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(openMail).toHaveBeenCalledOnce());
    expect(JSON.parse(store.data.get('messages') ?? '[]')).toEqual([
      expect.objectContaining({ name: 'Asha', email: 'asha@example.com', subject: 'Teal XXL', message: 'Do you have it?' }),
    ]);
    expect(openMail).toHaveBeenCalledOnce();
    const href = openMail.mock.calls[0]?.[0] as string;
    expect(href).toMatch(/^mailto:hello@rangeela\.example\?subject=Teal%20XXL&body=Do%20you%20have%20it%3F/);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your message is saved on this device. Your email app should open');
    expect(screen.getByRole('link', { name: 'Send your message by email' })).toHaveAttribute('href', href);
    expect(field('Subject')).toHaveValue('');
  });

  it('says clearly when the message could not be saved, still offers the mail app, and keeps the text', async () => {
    const { user, openMail, store } = setup();
    store.failWrites = true;
    await fill(user, { 'Your name': 'Asha', Email: 'asha@example.com', Subject: 'Teal XXL', Message: 'Do you have it?' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We could not save your message on this device'));
    expect(screen.getByRole('link', { name: 'Send your message by email' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(openMail).toHaveBeenCalledOnce();
    expect(field('Message')).toHaveValue('Do you have it?');
  });

  it('shows hostile text as text', async () => {
    const { user, store } = setup();
    const hostile = '<img src=x onerror=alert(1)>';
    await fill(user, { 'Your name': hostile, Email: 'asha@example.com', Subject: hostile, Message: hostile });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store.data.has('messages')).toBe(true));
    expect(document.querySelector('img')).toBeNull();
    expect(JSON.parse(store.data.get('messages') ?? '[]')[0]).toMatchObject({ name: hostile, subject: hostile });
  });
});

/**
 * HTML attributes browsers know and @types/react does not yet: a button that opens or closes a
 * dialog itself (`commandfor`, `command`: the invoker commands), and how a dialog may be dismissed
 * (`closedby`). React writes them to the page as they are.
 */
import 'react';

// Declarations merge with React's own, so they repeat its type parameter, used there, not here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}

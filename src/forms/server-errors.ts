import { createContext } from 'react';

/** What the server refused in the last send: its message per field, and the values it was sent. */
export interface ServerErrors {
  messages: Readonly<Record<string, string>>;
  sent: Readonly<Record<string, unknown>>;
}

export const NO_SERVER_ERRORS: ServerErrors = { messages: {}, sent: {} };

/**
 * The server's refusals, for the fields to show beside themselves. A context of its own that changes only when a
 * send is refused, so that it costs a keystroke nothing.
 */
export const ServerErrorsContext = createContext<ServerErrors>(NO_SERVER_ERRORS);

/** The server's message for a field while it still holds the value that was refused; undefined otherwise. */
export function serverErrorOf(errors: ServerErrors, name: string, value: unknown): string | undefined {
  const message = errors.messages[name];
  return message !== undefined && Object.is(errors.sent[name], value) ? message : undefined;
}

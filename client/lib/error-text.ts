/** What a failure says to the user: the server's translated message, or the error's text. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

// Reading the mail catcher (src/mail/catcher.ts) as a person reads their inbox: the newest e-mail to
// an address, through its Mailpit-style API, and the sign-in code in it.

export interface Mail {
  Subject: string;
  Text: string;
  HTML: string;
}

/** The newest e-mail to `address` in the catcher at `inbox` (its web URL), waiting up to 15 s. */
export async function lastMailTo(inbox: string, address: string): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
    const [newest] = ((await search.json()) as { messages: Array<{ ID: string }> }).messages;
    if (newest) return (await fetch(`${inbox}/api/v1/message/${newest.ID}`)).json() as Promise<Mail>;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit sign-in code of an OTP e-mail. */
export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.Text)![1];

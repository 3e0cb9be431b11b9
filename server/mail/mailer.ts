/**
 * Outgoing mail (invitations) through the SMTP server in `SMTP_URL`, e.g.
 * `smtp://user:pass@mail.example.com:587` or `smtps://…:465`. Without it nothing is mailed and
 * the inviter copies the link. The URL holds a password: it is never logged.
 */
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The sender's address: `SMTP_FROM` or Checklists at the server's host. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

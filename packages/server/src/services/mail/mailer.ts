import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** One outgoing e-mail. */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; the auth code only sees this, so tests and log-only setups need no SMTP server. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise the mail is written to the log, so a developer
 * without a mail server can still follow a password-reset link.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        opts.log.info(
          { mail },
          `e-mail not sent (SMTP_URL is unset): ${mail.subject} -> ${mail.to}\n${mail.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close: () => transport.close(),
  };
}

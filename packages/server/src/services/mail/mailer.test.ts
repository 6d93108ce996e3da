import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../../test/smtp';
import { createMailer } from './mailer';

describe('mailer', () => {
  it('writes the whole e-mail to the log when SMTP_URL is unset, so a reset link can be followed', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y', log: pino({ level: 'info' }, sink) });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'open http://localhost:3000/api/auth/reset-password/abc',
    });
    const entry = JSON.parse(lines.join(''));
    expect(entry.msg).toContain('http://localhost:3000/api/auth/reset-password/abc');
    expect(entry.mail.to).toBe('a@example.com');
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startTestSmtp();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Cubewright <from@example.com>',
        log: pino({ level: 'silent' }),
      });
      await mailer.send({ to: 'b@example.com', subject: 'Hello there', text: 'body text' });
      const mail = await smtp.waitFor('b@example.com');
      expect(mail.text).toMatch(/^Subject: Hello there/m);
      expect(mail.text).toContain('body text');
      mailer.close();
    } finally {
      await smtp.close();
    }
  });
});

/**
 * Outgoing mail. Every message is recorded in `mail_outbox`; with `SMTP_URL` set it is also sent
 * through nodemailer, otherwise it is written to the server log (the embedded default), so a local
 * tester can read verification codes from the console. nodemailer is loaded with the first mail sent.
 */
import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '@lemma/sdk/server';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export function createMailer(
  db: Db,
  opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer & { close(): void } {
  const smtpUrl = opts.smtpUrl;
  let transport: Promise<Transporter> | null = null;
  const transporter = (url: string) => (transport ??= import('nodemailer').then((m) => m.default.createTransport(url)));
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: mailOutbox.id });
      if (!smtpUrl) {
        opts.log.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP configured): ${mail.text}`);
        return;
      }
      try {
        await (
          await transporter(smtpUrl)
        ).sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        opts.log.error({ err, to: mail.to }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id));
        throw err;
      }
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => undefined);
    },
  };
}

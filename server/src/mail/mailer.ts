import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import { maskSecrets } from '#src/lib/redact.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (the digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail goes over SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox/ (and its first link is logged), so a fresh install needs no mail
 * server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      // The link is logged with its token masked: the file holds the whole link.
      const found = /https?:\/\/\S+/.exec(mail.text)?.[0];
      const link = found === undefined ? undefined : maskSecrets(found);
      log.info(
        { to: mail.to, subject: mail.subject, file, link },
        'mail written to the outbox (open the file for its link)',
      );
    },
    close: () => undefined,
  };
}

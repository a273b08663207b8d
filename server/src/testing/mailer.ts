import type { Mailer, OutgoingMail } from '../mail/mailer.js';

/** A mailer that keeps every message, for tests to read links and codes from. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The newest message to this address (optionally of one template); throws if none. */
  last(to: string, template?: OutgoingMail['template']): OutgoingMail {
    const mail = this.sent.findLast(
      (m) => m.to.toLowerCase() === to.toLowerCase() && (!template || m.template === template),
    );
    if (!mail) throw new Error(`No ${template ?? ''} mail to ${to}`);
    return mail;
  }

  /** The /verify link of the newest message to this address, as a path under the app. */
  linkPath(to: string, template?: OutgoingMail['template']): string {
    const link = this.last(to, template).data.link;
    if (!link) throw new Error(`The mail to ${to} has no link`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }
}

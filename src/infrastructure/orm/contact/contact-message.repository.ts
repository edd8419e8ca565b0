import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type {
  ContactMessage,
  ContactMessageRepository,
  NewContactMessage,
} from '#application/contact/ports.ts';
import { runSql, toDate } from '../sql.ts';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  ip: string;
  user_agent: string;
  created_at: Date | string;
}

function toMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: toDate(row.created_at),
  };
}

export class OrmContactMessageRepository implements ContactMessageRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async save(message: NewContactMessage): Promise<ContactMessage> {
    const [row] = await runSql<MessageRow>(
      this.em,
      `insert into "contact_messages" ("id", "name", "email", "message", "ip", "user_agent")
       values (?, ?, ?, ?, ?, ?)
       returning "id", "name", "email", "message", "ip", "user_agent", "created_at"`,
      [randomUUID(), message.name, message.email, message.message, message.ip, message.userAgent],
    );
    if (!row) throw new Error('contact message not stored');
    return toMessage(row);
  }

  async markNotificationQueued(id: string, at: Date): Promise<void> {
    await runSql(this.em, `update "contact_messages" set "notification_queued_at" = ? where "id" = ?`, [
      at,
      id,
    ]);
  }

  async awaitingNotification(limit: number): Promise<ContactMessage[]> {
    const rows = await runSql<MessageRow>(
      this.em,
      `select "id", "name", "email", "message", "ip", "user_agent", "created_at" from "contact_messages"
       where "notification_queued_at" is null order by "created_at" limit ?`,
      [limit],
    );
    return rows.map(toMessage);
  }
}

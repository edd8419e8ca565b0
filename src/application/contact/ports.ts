export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'createdAt'>;

/** Where contact messages are kept, so none is lost if its e-mail never arrives. */
export interface ContactMessageRepository {
  /** Stores the message and returns it with its id and time of arrival. */
  save(message: NewContactMessage): Promise<ContactMessage>;
  /** Notes that the owner's e-mail for this message is in the queue. */
  markNotificationQueued(id: string, at: Date): Promise<void>;
  /** Messages whose e-mail is not queued yet, oldest first. */
  awaitingNotification(limit: number): Promise<ContactMessage[]>;
}

/** Who sent a request, as the web layer knows it. */
export interface ContactSender {
  ip: string;
  userAgent: string | undefined;
}

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
}

/** Who sent a request, as the web layer knows it. */
export interface ContactSender {
  ip: string;
  userAgent: string | undefined;
}

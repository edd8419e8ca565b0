import { defineEntity, p } from '@mikro-orm/core';
import { MESSAGE_AUTHORS } from '#domain/clients/conversation.ts';
import { timestamp, timestampOnCreate } from '../columns.ts';
import { ProposalRecord } from '../proposals/proposal.entity.ts';
import { CONVERSATION_LIST_INDEXES } from './admin-list-indexes.ts';
import { CONVERSATION_SEARCH_TRIGGERS } from './admin-search-triggers.ts';
import { ClientRecord } from './client.entity.ts';
import { ProjectRecord } from './project.entity.ts';

export const ConversationRecord = defineEntity({
  name: 'ConversationRecord',
  tableName: 'conversations',
  indexes: [
    { name: 'conversations_client_id_last_message_at_index', properties: ['client', 'lastMessageAt'] },
    ...CONVERSATION_LIST_INDEXES,
  ],
  triggers: CONVERSATION_SEARCH_TRIGGERS,
  properties: {
    id: p.uuid().primary(),
    client: p.manyToOne(ClientRecord).fieldName('client_id').deleteRule('cascade').updateRule('cascade'),
    project: p
      .manyToOne(ProjectRecord)
      .fieldName('project_id')
      .nullable()
      .index('conversations_project_id_index')
      .deleteRule('set null')
      .updateRule('cascade'),
    title: p.string().length(300),
    lastMessageAt: timestamp().nullable(),
    /** When the client was last e-mailed about this thread. */
    clientNotifiedAt: timestamp().nullable(),
    /** When the owner was last e-mailed about this thread. */
    ownerNotifiedAt: timestamp().nullable(),
    /**
     * The staff's list search reads this (the title and the client's name).
     * The database's triggers keep it (migration `admin_search_text`); the entity never writes it.
     */
    searchText: p.text().nullable().lazy(),
    createdAt: timestampOnCreate(),
  },
});

export const ConversationMessageRecord = defineEntity({
  name: 'ConversationMessageRecord',
  tableName: 'conversation_messages',
  indexes: [
    {
      name: 'conversation_messages_conversation_id_sent_at_index',
      properties: ['conversation', 'sentAt'],
    },
    // Unread counts (the portal tab, the admin header): MikroORM matches an expression index by name.
    {
      name: 'conversation_messages_unread_index',
      expression:
        'create index "conversation_messages_unread_index" on "conversation_messages" ("conversation_id", "author") where "read_at" is null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    conversation: p
      .manyToOne(ConversationRecord)
      .fieldName('conversation_id')
      .deleteRule('cascade')
      .updateRule('cascade'),
    author: p.enum(MESSAGE_AUTHORS).columnType('varchar(10)'),
    body: p.text(),
    sentAt: timestampOnCreate(),
    /** When the other side read it. */
    readAt: timestamp().nullable(),
    /** The first message of an unverified inquiry. */
    unverifiedSender: p.boolean().default(false),
    /** A change request's proposal, with its title when it was asked. */
    proposal: p
      .manyToOne(ProposalRecord)
      .ref()
      .nullable()
      .fieldName('proposal_id')
      .deleteRule('set null')
      .updateRule('cascade'),
    proposalTitle: p.string().length(300).nullable(),
  },
});

export type ConversationRecordEntity = InstanceType<typeof ConversationRecord.class>;
export type ConversationMessageRecordEntity = InstanceType<typeof ConversationMessageRecord.class>;

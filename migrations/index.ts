import { Migration20261121000000_users } from './Migration20261121000000_users.ts';
import { Migration20261121010000_accounts } from './Migration20261121010000_accounts.ts';
import { Migration20261121020000_blog } from './Migration20261121020000_blog.ts';
import { Migration20261121030000_blog_admin } from './Migration20261121030000_blog_admin.ts';
import { Migration20261121040000_contact } from './Migration20261121040000_contact.ts';
import { Migration20261124000000_post_tag_position_and_contact_outbox } from './Migration20261124000000_post_tag_position_and_contact_outbox.ts';
import { Migration20261124010000_clients } from './Migration20261124010000_clients.ts';
import { Migration20261124020000_post_translations } from './Migration20261124020000_post_translations.ts';
import { Migration20261124030000_client_area } from './Migration20261124030000_client_area.ts';
import { Migration20261124040000_post_search } from './Migration20261124040000_post_search.ts';
import { Migration20261124050000_proposal_lifecycle } from './Migration20261124050000_proposal_lifecycle.ts';
import { Migration20261124060000_conversation_notifications } from './Migration20261124060000_conversation_notifications.ts';
import { Migration20261124070000_admin_list_indexes } from './Migration20261124070000_admin_list_indexes.ts';
import { Migration20261124080000_booking } from './Migration20261124080000_booking.ts';
import { Migration20261125000000_system_tests } from './Migration20261125000000_system_tests.ts';
import { Migration20261125010000_admin_search_text } from './Migration20261125010000_admin_search_text.ts';
import { Migration20261127000000_unverified_projects } from './Migration20261127000000_unverified_projects.ts';
import { Migration20261127020000_pending_sign_ups } from './Migration20261127020000_pending_sign_ups.ts';
import { Migration20261127030000_portal_sign_in_links } from './Migration20261127030000_portal_sign_in_links.ts';
import { Migration20261127040000_proposal_revisions } from './Migration20261127040000_proposal_revisions.ts';
import { Migration20261127050000_client_payments_received } from './Migration20261127050000_client_payments_received.ts';
import { Migration20261127060000_reader_languages } from './Migration20261127060000_reader_languages.ts';
import { Migration20261127070000_booking_spent_links } from './Migration20261127070000_booking_spent_links.ts';
import { Migration20261128020000_booking_seeded_services } from './Migration20261128020000_booking_seeded_services.ts';
import { Migration20261128030000_mail_deliveries } from './Migration20261128030000_mail_deliveries.ts';
import { Migration20261128064000_job_outbox } from './Migration20261128064000_job_outbox.ts';
import { Migration20261128071000_audit_entries } from './Migration20261128071000_audit_entries.ts';
import { Migration20261128120000_audit_scheduler_actor } from './Migration20261128120000_audit_scheduler_actor.ts';
import { Migration20261207000000_submission_answers } from './Migration20261207000000_submission_answers.ts';
import { Migration20261208000000_client_time_zones } from './Migration20261208000000_client_time_zones.ts';
import { Migration20261208010000_audit_no_truncate } from './Migration20261208010000_audit_no_truncate.ts';

/**
 * The one migration history, in order. Listed explicitly (not discovered from disk) so the same list
 * runs from `node`, Vitest and a bundle alike; add each new migration at the end, then record its
 * checksum (`npm run migrations:checksums`). A migration once listed is history: never edit it, add
 * a new one (`checksums.json` and its unit test refuse a changed text, as Flyway's validate does).
 */
export const migrationsList = [
  Migration20261121000000_users,
  Migration20261121010000_accounts,
  Migration20261121020000_blog,
  Migration20261121030000_blog_admin,
  Migration20261121040000_contact,
  Migration20261124000000_post_tag_position_and_contact_outbox,
  Migration20261124010000_clients,
  Migration20261124020000_post_translations,
  Migration20261124030000_client_area,
  Migration20261124040000_post_search,
  Migration20261124050000_proposal_lifecycle,
  Migration20261124060000_conversation_notifications,
  Migration20261124070000_admin_list_indexes,
  Migration20261124080000_booking,
  Migration20261125000000_system_tests,
  Migration20261125010000_admin_search_text,
  Migration20261127000000_unverified_projects,
  Migration20261127020000_pending_sign_ups,
  Migration20261127030000_portal_sign_in_links,
  Migration20261127040000_proposal_revisions,
  Migration20261127050000_client_payments_received,
  Migration20261127060000_reader_languages,
  Migration20261127070000_booking_spent_links,
  Migration20261128020000_booking_seeded_services,
  Migration20261128030000_mail_deliveries,
  Migration20261128064000_job_outbox,
  Migration20261128071000_audit_entries,
  Migration20261128120000_audit_scheduler_actor,
  Migration20261207000000_submission_answers,
  Migration20261208000000_client_time_zones,
  Migration20261208010000_audit_no_truncate,
];

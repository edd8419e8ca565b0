import { Migration } from '@mikro-orm/migrations';

/**
 * A booking's cancel and reschedule links are single use: once spent, their hashes leave the booking.
 * `booking_spent_links` keeps each spent hash with why it stopped working (used; replaced by a newer
 * e-mail's link when the booking moved; the booking cancelled), so a page opened from an old e-mail
 * can say which (issue 30). Links spent before this table existed still read as the generic message.
 */
export class Migration20261127070000_booking_spent_links extends Migration {
  override name = 'Migration20261127070000_booking_spent_links';

  override up(): void {
    this.addSql(`
      create table "booking_spent_links" (
        "token_hash" varchar(128) not null,
        "booking_id" uuid not null,
        "kind" varchar(20) not null,
        "reason" varchar(20) not null,
        "spent_at" timestamptz not null,
        constraint "booking_spent_links_pkey" primary key ("token_hash"),
        constraint "booking_spent_links_kind_check" check ("kind" in ('cancel', 'reschedule')),
        constraint "booking_spent_links_reason_check" check ("reason" in ('used', 'replaced', 'cancelled')),
        constraint "booking_spent_links_booking_id_foreign" foreign key ("booking_id")
          references "bookings" ("id") on update cascade on delete cascade
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_spent_links";`);
  }
}

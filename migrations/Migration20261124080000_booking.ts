import { Migration } from '@mikro-orm/migrations';

/**
 * Booking (issue 17): the services visitors book (spec `services`, with is_active and price in pence),
 * the owner's weekly hours (spec `availability`, day_of_week 0 = Sunday, London wall-clock minutes),
 * date overrides (a day off, or that day's own hours) and the bookings.
 *
 * Two confirmed bookings can never overlap: `bookings_no_overlap` excludes any two whose blocked
 * ranges (the session with its service's buffers, stored because `timestamptz ± interval` is not
 * immutable and cannot be indexed) share an instant. GiST on a range needs no extension, so it
 * works on PGlite too; the same index answers "which bookings touch this month".
 */
export class Migration20261124080000_booking extends Migration {
  override name = 'Migration20261124080000_booking';

  override up(): void {
    this.addSql(`
      create table "services" (
        "id" uuid not null,
        "slug" varchar(60) not null,
        "name" varchar(120) not null,
        "description" text not null default '',
        "duration_minutes" integer not null,
        "price_pence" integer not null default 0,
        "buffer_before_minutes" integer not null default 0,
        "buffer_after_minutes" integer not null default 0,
        "minimum_notice_minutes" integer not null default 0,
        "horizon_days" integer not null default 60,
        "is_active" boolean not null default true,
        "position" integer not null default 0,
        "translations" jsonb not null default '{}',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "services_pkey" primary key ("id"),
        constraint "services_slug_unique" unique ("slug"),
        constraint "services_duration_check" check ("duration_minutes" > 0),
        constraint "services_price_check" check ("price_pence" >= 0)
      );`);
    this.addSql(`
      create table "availability" (
        "id" uuid not null,
        "day_of_week" smallint not null,
        "start_minute" smallint not null,
        "end_minute" smallint not null,
        constraint "availability_pkey" primary key ("id"),
        constraint "availability_day_check" check ("day_of_week" >= 0 and "day_of_week" <= 6),
        constraint "availability_range_check" check (0 <= "start_minute" and "start_minute" < "end_minute" and "end_minute" <= 1440)
      );`);
    this.addSql(`create index "availability_day_of_week_index" on "availability" ("day_of_week");`);
    this.addSql(`
      create table "availability_overrides" (
        "id" uuid not null,
        "date" date not null,
        "start_minute" smallint null,
        "end_minute" smallint null,
        "note" varchar(200) null,
        constraint "availability_overrides_pkey" primary key ("id"),
        constraint "availability_overrides_range_check" check (
          ("start_minute" is null and "end_minute" is null)
          or (0 <= "start_minute" and "start_minute" < "end_minute" and "end_minute" <= 1440))
      );`);
    this.addSql(`create index "availability_overrides_date_index" on "availability_overrides" ("date");`);
    this.addSql(`
      create table "bookings" (
        "id" uuid not null,
        "service_id" uuid not null,
        "starts_at" timestamptz not null,
        "ends_at" timestamptz not null,
        "blocked_from" timestamptz not null,
        "blocked_until" timestamptz not null,
        "status" varchar(20) not null default 'confirmed',
        "name" varchar(100) not null,
        "email" varchar(254) not null,
        "phone" varchar(40) null,
        "notes" text null,
        "time_zone" varchar(64) not null,
        "language" varchar(5) not null default 'en',
        "user_id" uuid null,
        "cancel_token_hash" varchar(128) null,
        "reschedule_token_hash" varchar(128) null,
        "sequence" integer not null default 0,
        "cancelled_at" timestamptz null,
        "cancelled_by" varchar(20) null,
        "cancel_reason" varchar(500) null,
        "reminder_sent_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "bookings_pkey" primary key ("id"),
        constraint "bookings_service_id_foreign" foreign key ("service_id")
          references "services" ("id") on update cascade on delete restrict,
        constraint "bookings_user_id_foreign" foreign key ("user_id")
          references "users" ("id") on update cascade on delete set null,
        constraint "bookings_cancel_token_hash_unique" unique ("cancel_token_hash"),
        constraint "bookings_reschedule_token_hash_unique" unique ("reschedule_token_hash"),
        constraint "bookings_times_check" check (
          "blocked_from" <= "starts_at" and "starts_at" < "ends_at" and "ends_at" <= "blocked_until"),
        constraint "bookings_status_check" check ("status" in ('confirmed', 'cancelled')),
        constraint "bookings_cancelled_by_check" check ("cancelled_by" in ('visitor', 'owner')),
        constraint "bookings_no_overlap" exclude using gist (
          tstzrange("blocked_from", "blocked_until", '[)') with &&) where ("status" = 'confirmed')
      );`);
    this.addSql(`create index "bookings_starts_at_index" on "bookings" ("starts_at", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "bookings";`);
    this.addSql(`drop table if exists "availability_overrides";`);
    this.addSql(`drop table if exists "availability";`);
    this.addSql(`drop table if exists "services";`);
  }
}

import { describe, expect, it } from 'vitest';
import { bookSession } from '#application/booking/book-session.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-mail.ts';
import { fixedOwnerLanguage } from '#fixtures/fakes/in-memory-shared.ts';
import { booker, bookingInput, visitorSetup } from './visitor-setup.ts';

const tuesdayTen = '2026-06-02T09:00:00.000Z'; // 10:00 London, 11:00 Paris

describe('bookSession', () => {
  it('books a free slot and answers with the booking as the visitor sees it', async () => {
    const { deps, service } = await visitorSetup({ bufferAfterMinutes: 15 });
    const booked = await bookSession(deps, bookingInput(tuesdayTen), { ...booker, userId: 'user-1' });
    expect(booked).toMatchObject({
      service: { id: service.id, slug: 'technical-consultation' },
      startsAt: tuesdayTen,
      endsAt: '2026-06-02T10:00:00.000Z',
      timeZone: 'Europe/Paris',
      status: 'confirmed',
      changeable: true,
    });
    const [row] = deps.bookings.rows;
    expect(row).toMatchObject({
      blockedFrom: new Date(tuesdayTen),
      blockedUntil: new Date('2026-06-02T10:15:00.000Z'),
      userId: 'user-1',
      language: 'en',
      cancelTokenHash: 'hash:link-token-000000000001',
      rescheduleTokenHash: 'hash:link-token-000000000002',
    });
  });

  it('e-mails the visitor the invitation and both links, and the owner a notice', async () => {
    const { deps } = await visitorSetup();
    await bookSession(deps, bookingInput(tuesdayTen), booker);
    const [visitor, owner] = queuedEmails(deps.queue, deps.emailSecrets);
    expect(visitor).toMatchObject({ to: 'ada@example.com', subject: 'Booking confirmed: Consultation' });
    expect(visitor?.text).toContain('When: Tuesday 2 June 2026, 11:00 (Europe/Paris)');
    expect(visitor?.text).toContain('Tuesday 2 June 2026, 10:00 (Europe/London)');
    expect(visitor?.text).toContain(
      'Cancel: https://site.example/booking/cancel?token=link-token-000000000001',
    );
    expect(visitor?.text).toContain(
      'Reschedule: https://site.example/booking/reschedule?token=link-token-000000000002',
    );
    expect(visitor?.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: expect.stringContaining('METHOD:REQUEST'),
      },
    ]);
    expect(deps.calendar.events[0]).toMatchObject({
      uid: `${deps.bookings.rows[0]?.id}@site.example`,
      sequence: 0,
      organizer: { email: 'owner@site.example' },
      attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(owner).toMatchObject({
      to: 'owner@site.example',
      replyTo: 'ada@example.com',
      subject: 'New booking: Consultation, Tuesday 2 June 2026, 10:00 (Europe/London)',
    });
  });

  it("writes the owner's notice in the owner's language, the visitor's e-mail in the visitor's", async () => {
    const { deps } = await visitorSetup();
    deps.ownerLanguage = fixedOwnerLanguage('fr');
    await bookSession(deps, bookingInput(tuesdayTen), booker);
    const [visitor, owner] = queuedEmails(deps.queue, deps.emailSecrets);
    expect(visitor?.subject).toBe('Booking confirmed: Consultation');
    expect(owner?.subject).toBe(
      'Nouvelle réservation : Consultation, mardi 2 juin 2026, 10:00 (Europe/London)',
    );
  });

  it('queues the reminder 24 hours before the start, once per booking and time', async () => {
    const { deps } = await visitorSetup();
    await bookSession(deps, bookingInput(tuesdayTen), booker);
    const id = deps.bookings.rows[0]?.id;
    expect(deps.queue.named('send-booking-reminder')).toEqual([
      {
        name: 'send-booking-reminder',
        payload: { bookingId: id, startsAt: tuesdayTen },
        jobId: `booking-reminder-${id}-${Date.parse(tuesdayTen)}`,
        // From Monday 08:00Z to Monday 09:00Z.
        delayMs: 60 * 60 * 1000,
      },
    ]);
  });

  it('queues no reminder for a session less than 24 hours away', async () => {
    const { deps } = await visitorSetup();
    await bookSession(deps, bookingInput('2026-06-01T14:00:00.000Z'), booker);
    expect(deps.queue.named('send-booking-reminder')).toEqual([]);
  });

  it('refuses a time that is not a free slot with "This time is not available, please pick another"', async () => {
    const { deps } = await visitorSetup({ minimumNoticeMinutes: 120 });
    const refused = [
      '2026-06-06T09:00:00.000Z', // Saturday
      '2026-06-02T09:15:00.000Z', // off the half hours
      '2026-06-01T09:00:00.000Z', // inside the two hours' notice
      '2026-06-02T15:30:00.000Z', // would end after 17:00
      '2026-09-01T09:00:00.000Z', // past the horizon
    ];
    for (const startsAt of refused) {
      await expect(bookSession(deps, bookingInput(startsAt), booker)).rejects.toMatchObject({
        code: 'BOOKING.SLOT_NOT_OFFERED',
        message: 'This time is not available, please pick another',
      });
    }
    expect(deps.bookings.rows).toEqual([]);
  });

  it('answers "This time was just taken, please pick another" for a booked slot, and one whose buffer reaches into a booking', async () => {
    const { deps } = await visitorSetup({ bufferBeforeMinutes: 30 });
    await bookSession(deps, bookingInput(tuesdayTen), booker);
    for (const startsAt of [tuesdayTen, '2026-06-02T10:00:00.000Z']) {
      await expect(
        bookSession(deps, bookingInput(startsAt, { email: 'bob@example.com' }), booker),
      ).rejects.toMatchObject({
        code: 'BOOKING.SLOT_TAKEN',
        message: 'This time was just taken, please pick another',
      });
    }
  });

  it('passes on "This time was just taken, please pick another" when the store refuses the overlap', async () => {
    const { deps } = await visitorSetup();
    // Both checked the slot free; the second insert loses (the database's exclusion constraint).
    const busyBetween = deps.bookings.busyBetween.bind(deps.bookings);
    deps.bookings.busyBetween = async () => [];
    await bookSession(deps, bookingInput(tuesdayTen), booker);
    await expect(
      bookSession(deps, bookingInput(tuesdayTen, { email: 'bob@example.com' }), booker),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'BOOKING.SLOT_TAKEN',
      message: 'This time was just taken, please pick another',
    });
    deps.bookings.busyBetween = busyBetween;
    expect(deps.bookings.rows).toHaveLength(1);
  });

  it('refuses a sixth booking in an hour from one address, and from one IP', async () => {
    const { deps } = await visitorSetup();
    const hours = ['08', '09', '10', '11', '12', '13'];
    const startsAt = (day: string, hour: string) => `2026-06-${day}T${hour}:00:00.000Z`;
    for (const hour of hours.slice(0, 5))
      await bookSession(deps, bookingInput(startsAt('03', hour)), { ...booker, ip: `198.51.100.${hour}` });
    await expect(bookSession(deps, bookingInput(startsAt('03', '13')), booker)).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'BOOKING.TOO_MANY',
    });
    for (const hour of hours.slice(0, 5))
      await bookSession(deps, bookingInput(startsAt('04', hour), { email: `v${hour}@example.com` }), {
        ...booker,
        ip: '192.0.2.1',
      });
    await expect(
      bookSession(deps, bookingInput(startsAt('04', '13'), { email: 'new@example.com' }), {
        ...booker,
        ip: '192.0.2.1',
      }),
    ).rejects.toMatchObject({ code: 'BOOKING.TOO_MANY' });
  });

  it('counts bookings made, not refused tries: four bookings and a lost race leave room for a fifth', async () => {
    const { deps } = await visitorSetup();
    const ip = { ...booker, ip: '198.51.100.9' };
    const at = (hour: string) => `2026-06-03T${hour}:00:00.000Z`;
    for (const [index, hour] of ['08', '09', '10', '11'].entries())
      await bookSession(deps, bookingInput(at(hour), { email: `v${index}@example.com` }), ip);
    // The loser of a race, and a time never offered: both refused, neither counted.
    await expect(
      bookSession(deps, bookingInput(at('08'), { email: 'late@example.com' }), ip),
    ).rejects.toMatchObject({ code: 'BOOKING.SLOT_TAKEN' });
    await expect(
      bookSession(deps, bookingInput('2026-06-03T03:00:00.000Z', { email: 'late@example.com' }), ip),
    ).rejects.toMatchObject({ code: 'BOOKING.SLOT_NOT_OFFERED' });
    const fifth = await bookSession(deps, bookingInput(at('12'), { email: 'late@example.com' }), ip);
    expect(fifth.status).toBe('confirmed');
  });

  it('says when a refused booking can be tried again', async () => {
    const { deps } = await visitorSetup();
    const at = (hour: string) => `2026-06-03T${hour}:00:00.000Z`;
    for (const hour of ['08', '09', '10', '11', '12'])
      await bookSession(deps, bookingInput(at(hour)), booker);
    deps.clock.advance(16 * 60 * 1000 + 30_000);
    const refused = bookSession(deps, bookingInput(at('13')), booker);
    await expect(refused).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'BOOKING.TOO_MANY',
      message: 'Too many bookings in a short time. Please try again in 44 minutes.',
      retryAfterMs: 43.5 * 60 * 1000,
    });
  });

  it('keeps the booking when its e-mails cannot be queued, and logs it', async () => {
    const { deps } = await visitorSetup();
    deps.queue.unavailable = true;
    const booked = await bookSession(deps, bookingInput(tuesdayTen), booker);
    expect(booked.status).toBe('confirmed');
    expect(deps.bookings.rows).toHaveLength(1);
    expect(deps.log.lines.map((line) => line.message)).toEqual([
      'booking kept, but its confirmation e-mail was not queued',
      'booking kept, but its owner notice was not queued',
      'booking kept, but its reminder was not queued',
    ]);
  });

  it('refuses an inactive service', async () => {
    const { deps } = await visitorSetup({ isActive: false });
    await expect(bookSession(deps, bookingInput(tuesdayTen), booker)).rejects.toMatchObject({
      code: 'BOOKING.SERVICE_NOT_FOUND',
    });
  });
});

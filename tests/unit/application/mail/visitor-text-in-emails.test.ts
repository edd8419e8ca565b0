import { describe, expect, it } from 'vitest';
import { finishSignUpEmail } from '#application/accounts/sign-up-emails.ts';
import { cancelledEmail, reminderEmail, sessionEmail } from '#application/booking/booking-emails.ts';
import { signInLinkEmail } from '#application/client-sign-in/sign-in-link-email.ts';
import { inquiryAcknowledgementEmail, projectClaimEmail } from '#application/clients/inquiry-emails.ts';
import type { LocalizedEmail } from '#application/mail/localized-email.ts';
import { confirmationEmail } from '#application/newsletter/newsletter-emails.ts';
import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '#domain/shared/language.ts';
import { sampleBooking, sampleService } from '#fixtures/every-email.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

// Issue 44, item 13: what a visitor types (a name, a project's name) went into the subject and the
// greeting of e-mails the site sends from its own address to an address nobody has proven yet: a
// stranger could make the site send "Your account is suspended, call ..." to anyone.
const BAIT = 'URGENT your account is locked call 0800 000 000';
const site = 'https://site.example';
const calendar = { content: 'BEGIN:VCALENDAR', method: 'REQUEST' as const };
const bookingLinks = {
  cancelUrl: `${site}/booking/cancel?token=c`,
  rescheduleUrl: `${site}/booking/reschedule?token=r`,
};

const client = (language: SiteLanguage): Client => ({
  id: 'client-1',
  userId: null,
  name: BAIT,
  email: 'greta@example.com',
  phone: null,
  company: null,
  language,
  timeZone: 'Europe/Berlin',
  accountBalancePence: 0,
  paymentsReceivedPence: 0,
  createdAt: new Date('2026-06-01T08:00:00.000Z'),
});
const project = (unverified: boolean): Project => ({
  id: 'project-1',
  clientId: 'client-1',
  name: BAIT,
  description: '',
  status: 'new',
  projectTypes: ['website'],
  budgetRange: null,
  timelinePreference: null,
  referenceImages: [],
  unverified,
  submittedBy: unverified ? { name: BAIT, phone: null, company: null } : null,
  createdAt: new Date('2026-06-01T08:00:00.000Z'),
});
const booking = (language: SiteLanguage) => sampleBooking(language, { name: BAIT });

const TO_UNPROVEN_ADDRESSES: Record<string, (language: SiteLanguage) => LocalizedEmail> = {
  'sign-up link': (language) =>
    finishSignUpEmail('greta@example.com', `${site}/register/confirm?token=s`, language),
  'newsletter confirmation': (language) =>
    confirmationEmail(
      'greta@example.com',
      {
        confirmUrl: `${site}/newsletter/confirm?token=n`,
        unsubscribeUrl: `${site}/newsletter/unsubscribe?token=u`,
      },
      language,
    ),
  'inquiry acknowledgement': (language) =>
    inquiryAcknowledgementEmail(site, client(language), project(false)),
  'project claim': (language) => projectClaimEmail(site, client(language), project(true), 'claim-token'),
  'booking confirmed': (language) =>
    sessionEmail(
      'confirmed',
      { siteName: 'Site', baseUrl: site },
      booking(language),
      sampleService(),
      bookingLinks,
      calendar,
    ),
  'booking cancelled': (language) =>
    cancelledEmail({ siteName: 'Site', baseUrl: site }, booking(language), sampleService(), calendar),
  'sign-in link to a client who never signed in': (language) =>
    signInLinkEmail(client(language), `${site}/client_login/verify?token=t`, '123456'),
  'booking reminder': (language) =>
    reminderEmail({ siteName: 'Site', baseUrl: site }, booking(language), sampleService()),
};

const renderer = emailRenderer();

describe('e-mails to an address nobody has proven yet', () => {
  for (const [name, email] of Object.entries(TO_UNPROVEN_ADDRESSES)) {
    it(`${name}: no visitor-typed text in the subject or the opening lines, in every language`, () => {
      for (const language of SITE_LANGUAGES) {
        const rendered = renderer.render(email(language));
        const firstLines = rendered.text
          .split('\n')
          .filter((line) => line.trim())
          .slice(0, 2);
        expect(rendered.subject, `${name} (${language})`).not.toContain(BAIT);
        expect(firstLines.join('\n'), `${name} (${language})`).not.toContain(BAIT);
      }
    });
  }
});

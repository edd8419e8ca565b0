import { Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { portalLanguageSchema, portalTimeZoneSchema } from '#application/portal/schemas.ts';
import { setClientLanguage } from '#application/portal/set-client-language.ts';
import { setClientTimeZone } from '#application/portal/set-client-time-zone.ts';
import { clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import {
  LANGUAGE_SAVED_PARAM,
  PORTAL_LANGUAGE_PATH,
  PORTAL_TIME_ZONE_PATH,
  TIME_ZONE_SAVED_PARAM,
} from '../../lib/portal-tabs.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';

const SETTINGS_TAB = '/portal?tab=settings';

/**
 * The Settings tab's "Language of your e-mails" and "Time zone" posted as plain forms (before or
 * without their script): the same audience, schemas and use cases as `clients.setLanguage` and
 * `clients.setTimeZone`, answered by Post/Redirect/Get (the tab with the saved note), or the tab again
 * with the message.
 */
export function portalSettingsRoutes(): Router {
  const routes = Router();
  const form = urlencodedBody({ limit: '1kb' });

  routes.post(PORTAL_LANGUAGE_PATH, form, (req, res, next) => {
    const values = textFields(req.body, ['language']);
    const attempt = { form: 'portalLanguage', values, page: SETTINGS_TAB } as const;
    return answerForm(req, res, next, attempt, async () => {
      // Who asks first (as `clientProcedure`): a signed-in user with a client record, from the session.
      if (!req.user) throw signInRequired();
      if (req.user.role !== 'user') throw clientsOnly();
      const client = await findSessionClient(req.services.clients, req.user.id);
      const input = portalLanguageSchema.parse(values);
      await setClientLanguage(req.services.clients, { client, userId: req.user.id }, input);
      return `${SETTINGS_TAB}&${LANGUAGE_SAVED_PARAM}=1`;
    });
  });

  routes.post(PORTAL_TIME_ZONE_PATH, form, (req, res, next) => {
    const values = textFields(req.body, ['timeZone']);
    const attempt = { form: 'portalTimeZone', values, page: SETTINGS_TAB } as const;
    return answerForm(req, res, next, attempt, async () => {
      if (!req.user) throw signInRequired();
      if (req.user.role !== 'user') throw clientsOnly();
      const client = await findSessionClient(req.services.clients, req.user.id);
      const input = portalTimeZoneSchema.parse(values);
      await setClientTimeZone(req.services.clients, client, input);
      return `${SETTINGS_TAB}&${TIME_ZONE_SAVED_PARAM}=1`;
    });
  });

  return routes;
}

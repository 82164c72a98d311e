// Spesa facile (shell §3, §6, §7; services/spesafacile): the configuration for anyone; 'Scelti per te' and
// 'Preferiti' for a logged customer (needLogin: others 401 with the configuration's activationMessage).
import { Hono } from 'hono';
import { HabitDelete, SpesaFacileConfig, SpesaFacilePage, SpesaFacileQuery } from '@mercato/contracts/lists';
import { spesaFacile as texts } from '@mercato/contracts/i18n/it';
import { privateAnswer, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import type { Session } from '../services/sessions/index.ts';
import { requireCustomer, xsrf } from './access.ts';
import { body } from './input.ts';

const tag = 'Spesa facile';
const PROMPT = texts.activationMessage;

export function spesaFacileRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.spesaFacile;
  const customer = requireCustomer(PROMPT);
  const session = (c: AppContext) => c.get('session') as Session;
  r.get(
    '/spesafacile/config',
    doc({ tag, summary: 'Whether spesa facile needs a login or an activation', ok: { data: SpesaFacileConfig } }),
    (c) => c.json({ data: s.config() }),
  );
  r.post(
    '/auth/spesafacile/sceltiperte',
    xsrf(PROMPT),
    customer,
    body(SpesaFacileQuery),
    doc({
      tag,
      summary: "'Scelti per te': the customer's purchases ranked (frequency, recency, promotion now)",
      ok: { data: SpesaFacilePage },
    }),
    async (c) => privateAnswer(c, await s.chosenForYou(session(c), c.req.valid('json'))),
  );
  r.post(
    '/auth/spesafacile/abitudini',
    xsrf(PROMPT),
    customer,
    body(SpesaFacileQuery),
    doc({ tag, summary: "'Preferiti': the customer's habits", ok: { data: SpesaFacilePage } }),
    async (c) => privateAnswer(c, await s.habits(session(c), c.req.valid('json'))),
  );
  r.delete(
    '/auth/spesafacile/abitudini/delete',
    xsrf(PROMPT),
    customer,
    body(HabitDelete),
    doc({ tag, summary: "Removes a product from 'Preferiti'", ok: { status: 204 } }),
    async (c) => {
      await s.deleteHabit(session(c), c.req.valid('json'));
      return privateNoContent(c);
    },
  );
  return r;
}

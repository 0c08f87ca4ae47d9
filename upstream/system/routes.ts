import type { FastifyInstance } from 'fastify';
import { GENDER_OPTIONS } from '../constants';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import {
  HEIGHT_RANGE_CM,
  hobbyOptions,
  languageOptions,
  occupationOptions,
  range,
  regionOptions,
  WEIGHT_RANGE_KG,
} from './lists';

/**
 * GET /user-service/system/* (spec §7): public lists (the registration steps need them), named in the request's
 * language.
 */
export function systemRoutes(app: FastifyInstance) {
  const lists = {
    hobby: hobbyOptions,
    language: languageOptions,
    // The languages a chat message can be translated into; the engines decide later which pairs work.
    dialogue: languageOptions,
    region: regionOptions,
    occupation: occupationOptions,
  };
  for (const [name, build] of Object.entries(lists)) {
    app.get(`/user-service/system/${name}`, ANYONE, async (request) => ok(request, build(request.language)));
  }
  app.get('/user-service/system/height', ANYONE, async (request) => ok(request, range(HEIGHT_RANGE_CM)));
  app.get('/user-service/system/weight', ANYONE, async (request) => ok(request, range(WEIGHT_RANGE_KG)));
  // Answers as soon as the upstream serves: the BFF asks it while its calls cannot reach upstream.
  app.get('/user-service/system/health', ANYONE, async (request) => ok(request, null));
  app.get('/user-service/system/option', ANYONE, async (request) =>
    ok(request, { gender: GENDER_OPTIONS, hobbiesMax: 3, heightCm: HEIGHT_RANGE_CM, weightKg: WEIGHT_RANGE_KG }),
  );
}

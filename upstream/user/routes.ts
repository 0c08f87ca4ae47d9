import type { FastifyInstance } from 'fastify';
import { bodyObject } from '../fields';
import { ok } from '../http/envelope';
import * as field from './fields';
import type { ProfileChanges, ProfileService } from './service';

/** The fields of POST /user/info-edit that are present in the body, each validated (spec §5). */
function profileChanges(body: Record<string, unknown>): ProfileChanges {
  const changes: ProfileChanges = {};
  if (body.nickname !== undefined) changes.nickname = field.nickname(body);
  if (body.birthday !== undefined) {
    const born = field.birthday(body.birthday);
    Object.assign(changes, { birthYear: born.year, birthMonth: born.month, birthDay: born.day });
  }
  if (body.language !== undefined) changes.language = field.language(body.language);
  if (body.spokenLanguages !== undefined) changes.spokenLanguages = field.spokenLanguages(body.spokenLanguages);
  if (body.region !== undefined) changes.region = field.region(body.region);
  if (body.gender !== undefined) changes.gender = field.gender(body.gender);
  // Height and weight are optional: null takes them off the profile.
  if (body.height !== undefined) changes.height = body.height === null ? null : field.height(body.height);
  if (body.weight !== undefined) changes.weight = body.weight === null ? null : field.weight(body.weight);
  if (body.heightVisible !== undefined) changes.heightVisible = field.shown(body.heightVisible, 'heightVisible');
  if (body.weightVisible !== undefined) changes.weightVisible = field.shown(body.weightVisible, 'weightVisible');
  if (body.signature !== undefined) changes.signature = field.signature(body.signature);
  if (body.occupation !== undefined) changes.occupation = field.occupation(body.occupation);
  if (body.interest !== undefined) changes.interest = field.hobbies(body.interest);
  return changes;
}

/** /user-service/user/* for the member's own profile (spec §7). */
export function userRoutes(app: FastifyInstance, services: () => { profiles: ProfileService }) {
  app.post('/user-service/user/info-edit', async (request) =>
    ok(request, await services().profiles.update(request.viewerId, profileChanges(bodyObject(request.body)))),
  );

  app.post('/user-service/user/language-edit', async (request) =>
    ok(
      request,
      await services().profiles.update(request.viewerId, {
        language: field.language(bodyObject(request.body).language),
      }),
    ),
  );

  // The language the member now uses Across in (they switched it): theirs for reading until they choose one.
  app.post('/user-service/user/interface-language', async (request) => {
    await services().profiles.setInterfaceLanguage(
      request.viewerId,
      field.interfaceLanguage(bodyObject(request.body).language),
    );
    return ok(request, null);
  });
}

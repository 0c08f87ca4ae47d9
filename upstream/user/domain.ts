import { defineDomain } from '../domain';
import { DEMO_MEMBERS } from '../seed';
import './messages'; // this domain's texts join the catalogue
import { userRoutes } from './routes';
import { ProfileService } from './service';

declare module '../domain' {
  interface Services {
    profiles: ProfileService;
  }
}

/** A member's own profile (the member's public shape, `presenter.ts`, is used by every domain). */
export const user = defineDomain({
  name: 'user',
  routes: userRoutes,
  build: ({ db }) => ({ profiles: new ProfileService(db) }),
  // Full profiles: the private facts (height, weight) shown only where the member chose to.
  async seed({ services, members }) {
    for (const {
      born,
      height,
      weight,
      shows,
      occupation,
      interest,
      signature,
      speaks = [],
      portrait,
    } of DEMO_MEMBERS) {
      const [heightVisible, weightVisible] = [shows.includes('height'), shows.includes('weight')];
      await services.profiles.update(members[portrait], {
        birthYear: born[0],
        birthMonth: born[1],
        birthDay: born[2],
        height,
        weight,
        heightVisible,
        weightVisible,
        occupation,
        interest,
        signature,
        spokenLanguages: speaks,
      });
    }
  },
});

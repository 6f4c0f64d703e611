import { createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import { type AuthAnswer, loginMachine } from '../../machines/login/login.machine';
import { seedPeople } from '../../ministry/db/seed/people';

/** The seeded people, for the UI's tests too (ui/ itself imports nothing of the ministry). */
export { seedPeople };

// Shared by the browser trace tests (decision 061): the seeded people's personal words and a real
// login machine's inspection events.

/** Every seeded PIN, passport number, phone number and name, as text to look for (any case). */
export const personal = seedPeople.flatMap((p) => [
  p.pin,
  `${p.passserial}${p.passnum}`,
  `${p.passserial} ${p.passnum}`,
  p.passnum,
  p.phone,
  p.surname.latin,
  p.surname.cyrillic,
  p.name.latin,
  p.fullname.latin,
  p.fullname.cyrillic,
  p.userid,
]);
export const leaks = (value: unknown) => {
  const text = JSON.stringify(value).toLowerCase();
  return personal.filter((word) => text.includes(word.toLowerCase()));
};

export const image = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(20)}`;

/** The user record the ministry answers at login (section 3), from the seed. */
const userOf = (p: (typeof seedPeople)[number]) => ({
  id: '1',
  userid: p.userid,
  pin: p.pin,
  passserial: p.passserial,
  passnum: p.passnum,
  name: p.name.latin,
  surname: p.surname.latin,
  lastname: p.lastname.latin,
  fullname: p.fullname.latin,
  birthdate: p.birthdate,
  phone: p.phone,
  email: p.email,
  regaddress: p.regaddress,
  termsofuse: 0,
  roles: p.roles,
  greeting: `Xush kelibsiz, ${p.fullname.latin} (${p.passserial} ${p.passnum}, +998 ${p.phone})`,
});

/** A real login machine run with the seeded person, every inspection event kept as it came. */
export async function loginEvents(person: (typeof seedPeople)[number]): Promise<InspectionEvent[]> {
  const events: InspectionEvent[] = [];
  const machine = loginMachine.provide({
    actors: {
      precheck: fromPromise(async () => true),
      faceCheck: fromPromise(async () => ({
        outcome: 'succeeded',
        jwt: 'eyJhbGciOi.jwt.sig',
        bestshot: image,
      })) as never,
      authenticate: fromPromise(
        async (): Promise<AuthAnswer> => ({
          resultCode: 1,
          message: null,
          token: 'session-token-secret',
          user: userOf(person) as unknown as AuthAnswer['user'],
        }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { config: defaultFaceCheckConfig },
    inspect: (event) => events.push(event),
  });
  actor.start();
  actor.send({
    type: 'login.submitted',
    credentials: { passserial: person.passserial, passnum: person.passnum, pin: person.pin },
  });
  await waitFor(actor, (s) => s.matches('succeeded'));
  actor.send({ type: 'login.successClosed' });
  actor.stop();
  return events;
}

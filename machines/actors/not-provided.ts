/**
 * The placeholder of an actor a machine declares and its host provides (`machine.provide({ actors })`):
 * running the machine without providing it fails loudly, naming the machine and the actor.
 *
 *     const notProvided = placeholders('login');
 *     precheck: fromPromise<boolean, LoginCredentials>(notProvided('precheck')),
 */
export const placeholders = (machine: string) => (name: string) => (): never => {
  throw new Error(`${machine} actor "${name}" is not provided`);
};

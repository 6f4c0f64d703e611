import type { Client } from 'urql';
import type { PortalOperationContext } from '../../graphql/client';
import { SandboxSignMutation } from './video.documents';

/**
 * The person's digital signature, as the video join needs it (specification, sections 5 and 6;
 * decision 046). The join signs the ministry's challenge through this seam and never knows how:
 * the sandbox implementation below asks the sandbox e-signature provider (through the gateway); a
 * real one (the national e-signature app, a token's PKCS#11 module, a browser extension) signs on
 * the person's own device and returns what the ministry's verifier reads. The ministry only ever
 * verifies (decision 045).
 */
export interface SignatureProvider {
  /** The signature of the challenge's bytes (base64url in, base64url out); null: this person has none. */
  sign(challenge: string): Promise<string | null>;
}

/** Thrown when the provider could not be asked (network, ministry): not the same as holding no signature. */
export class SignatureUnavailable extends Error {
  constructor() {
    super('the signature provider did not answer');
    this.name = 'SignatureUnavailable';
  }
}

const silent: PortalOperationContext = { silent: true };

/** SANDBOX ONLY: signs with the key the sandbox issued the logged-in person (Mutation.sandboxSign). */
export function sandboxSignatureProvider(client: Client): SignatureProvider {
  return {
    async sign(challenge) {
      const result = await client.mutation(SandboxSignMutation, { challenge }, silent).toPromise();
      if (result.data) return result.data.sandboxSign.signature;
      const code = result.error?.graphQLErrors[0]?.extensions?.code;
      if (code === 'SIGNING_KEY_MISSING') return null;
      throw new SignatureUnavailable();
    },
  };
}

/** 32 random bytes as base64url: a throwaway challenge to learn whether the person can sign at all. */
export function probeChallenge(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether the person holds a signature: the readiness check's question (section 5), asked by signing. */
export async function holdsSignature(provider: SignatureProvider): Promise<boolean> {
  return (await provider.sign(probeChallenge())) !== null;
}

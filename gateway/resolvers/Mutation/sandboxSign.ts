import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { sandboxSignatureSchema } from '../../ministry/video-schemas.js';

// SANDBOX ONLY: the sandbox e-signature provider signs for the logged-in person (decision 045). The UI
// reaches it through its SignatureProvider seam (ui/features/video/signature-provider.ts); a real
// provider signs on the person's own device and this mutation is not called.
export const sandboxSign: NonNullable<MutationResolvers['sandboxSign']> = (
  _parent,
  { challenge },
  { ministry },
) => ministry.postJson('../sandbox/esign/sign', { challenge }, sandboxSignatureSchema);

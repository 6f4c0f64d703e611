import type { SnapshotFrom } from 'xstate';
import type { InvitationQrMachine } from './invitation-qr.machine';

export interface InvitationQrView {
  /** The drawn code as SVG markup; null while drawing or when it could not be drawn. */
  svg: string | null;
  drawing: boolean;
}

/** What the QR code renders: the code, or its place while it is drawn. */
export const selectInvitationQr = (snapshot: SnapshotFrom<InvitationQrMachine>): InvitationQrView => ({
  svg: snapshot.context.svg,
  drawing: snapshot.hasTag('busy'),
});

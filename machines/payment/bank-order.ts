// A bank transfer's payment order (decision 083), as the ministry issues it and the payments tab
// shows it: one shape on both sides of the GraphQL seam, where only the invoice's id changes type.

/** The recipient's bank details a payment order names (the sandbox treasury account). */
export interface BankRecipient {
  name: string;
  account: string;
  bank: string;
  mfo: string;
  inn: string;
}

/** A payment order as the ministry issued it; `InvoiceId` is a number in the ministry, a string past the seam. */
export interface BankOrderOf<InvoiceId> {
  invoiceId: InvoiceId;
  reference: string;
  /** Tiyin. */
  amount: number;
  purpose: string;
  recipient: BankRecipient;
  createdAt: string;
  /** The sandbox bank's counter is on (the sandbox profile): the dialog offers to simulate the transfer. */
  sandboxBank: boolean;
}

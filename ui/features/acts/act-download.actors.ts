import { fromPromise } from 'xstate';
import type { ActFile, ShownFile } from '../../../machines/act-download/act-download.machine';
import { downloadFile, fileForPrint } from './download';

/** machines/act-download's fetch in a browser: the file is saved; a refusal rejects with its failure. */
export const fetchToSave = fromPromise(async ({ input }: { input: ActFile }): Promise<ShownFile | null> => {
  const failure = await downloadFile(input.url, input.name);
  if (failure) throw failure;
  return null;
});

/** machines/act-download's fetch on a kiosk: the file to show in the print dialog, never saved. */
export const fetchToPrint = fromPromise(async ({ input }: { input: ActFile }): Promise<ShownFile | null> => {
  const fetched = await fileForPrint(input.url, input.name);
  if ('failure' in fetched) throw fetched.failure;
  return fetched;
});

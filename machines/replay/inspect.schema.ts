import { z } from 'zod';

/**
 * `@statelyai/inspect`'s event format (0.7: `StatelyInspectionEvent`), the one traces are exported
 * in and browser traces are uploaded in. Declared here with zod because machines/ import only
 * xstate and zod; tests/replay/inspect-format.test.ts checks, with the package's own types and its
 * own recognizer, that what we write is what it reads.
 */

/** The package version our exports claim (`_version`), the one installed. */
export const inspectVersion = '0.7.2';

const base = {
  rootId: z.string().nullable().optional(),
  sessionId: z.string().max(128),
  /** Milliseconds since the epoch, as text (`Date.now().toString()` in the package). */
  createdAt: z.string().max(20),
  id: z.string().max(64).nullable(),
  _version: z.string().max(20),
};

const eventObject = z.looseObject({ type: z.string().max(128) });
const inspectedSnapshot = z.looseObject({
  status: z.enum(['active', 'done', 'error', 'stopped']).optional(),
  context: z.unknown().optional(),
  value: z.unknown().optional(),
  output: z.unknown().optional(),
});

export const inspectActorEventSchema = z.object({
  ...base,
  type: z.literal('@xstate.actor'),
  name: z.string().max(128),
  snapshot: inspectedSnapshot,
  definition: z.string().optional(),
  parentId: z.string().nullable().optional(),
});

export const inspectEventEventSchema = z.object({
  ...base,
  type: z.literal('@xstate.event'),
  event: eventObject,
  sourceId: z.string().nullable().optional(),
});

export const inspectSnapshotEventSchema = z.object({
  ...base,
  type: z.literal('@xstate.snapshot'),
  event: eventObject,
  snapshot: inspectedSnapshot,
});

export const inspectionEventSchema = z.discriminatedUnion('type', [
  inspectActorEventSchema,
  inspectEventEventSchema,
  inspectSnapshotEventSchema,
]);
export type InspectionEventRecord = z.infer<typeof inspectionEventSchema>;

/** A trace file: the events in order, or an object holding them (`{ "events": [...] }`). */
export const inspectionTraceFileSchema = z.union([
  z.array(inspectionEventSchema).max(2_000_000),
  z.object({ events: z.array(inspectionEventSchema).max(2_000_000) }).transform((file) => file.events),
]);

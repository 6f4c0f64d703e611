import type { SnapshotFrom } from 'xstate';
import { meetsRecommended, qualityKeys } from '../video-room/video.constants';
import { type VideoCheckId, type VideoCheckMachine, videoCheckIds } from './video-check.machine';

export const videoCheckStatuses = ['pending', 'running', 'passed', 'failed'] as const;
export type VideoCheckStatus = (typeof videoCheckStatuses)[number];

export interface VideoCheckItem {
  id: VideoCheckId;
  status: VideoCheckStatus;
  /** The check's name and its status's, in the video namespace. */
  labelKey: string;
  statusKey: string;
}

export interface VideoCheckView {
  checks: VideoCheckItem[];
  busy: boolean;
  ready: boolean;
  failed: boolean;
  /** The section-8 message of the failed check, in the video namespace. */
  errorKey: string | null;
  canRetry: boolean;
  /** The microphone meter, 0..1. */
  level: number;
  peakLevel: number;
  mbps: number | null;
  quality: number | null;
  qualityKey: string | null;
  /** At least 4 Mb/s (quality 4 or more); below it the view advises, it does not refuse. */
  recommended: boolean;
  frame: { width: number; height: number } | null;
}

/** The check running now: the state's name is the check's id, or none once ready or failed. */
const runningOf = (snapshot: SnapshotFrom<VideoCheckMachine>): VideoCheckId | null =>
  videoCheckIds.find((id) => snapshot.matches(id)) ?? null;

export function selectVideoCheck(snapshot: SnapshotFrom<VideoCheckMachine>): VideoCheckView {
  const { context } = snapshot;
  const ready = snapshot.hasTag('ready');
  const stoppedAt = runningOf(snapshot) ?? context.failedCheck;
  const stoppedIndex = stoppedAt ? videoCheckIds.indexOf(stoppedAt) : videoCheckIds.length;
  const checks = videoCheckIds.map((id, index): VideoCheckItem => {
    const status: VideoCheckStatus =
      ready || index < stoppedIndex
        ? 'passed'
        : index > stoppedIndex
          ? 'pending'
          : context.failedCheck === id
            ? 'failed'
            : 'running';
    return { id, status, labelKey: `check.${id}`, statusKey: `checkStatus.${status}` };
  });
  return {
    checks,
    busy: snapshot.hasTag('busy'),
    ready,
    failed: snapshot.hasTag('error'),
    errorKey: context.errorKey,
    canRetry: snapshot.can({ type: 'check.retried' }),
    level: context.level,
    peakLevel: context.peakLevel,
    mbps: context.mbps,
    quality: context.quality,
    qualityKey: context.quality === null ? null : qualityKeys[context.quality],
    recommended: context.quality !== null && meetsRecommended(context.quality),
    frame: context.frame,
  };
}

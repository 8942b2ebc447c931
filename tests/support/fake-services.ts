import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import type { Realtime, RealtimeEvent } from "~/domain/shared/realtime";

/** A realtime that keeps what was published, for use-case tests. */
export function recordingRealtime(): Realtime & {
  events: { userIds: readonly string[]; event: RealtimeEvent }[];
} {
  const events: { userIds: readonly string[]; event: RealtimeEvent }[] = [];
  return {
    events,
    async publish(userIds, event) {
      events.push({ userIds, event });
    },
    async recheck() {},
  };
}

/** What use-cases that notify need beside the database: a recording realtime and a manual job queue. */
export function notifyingServices() {
  return { realtime: recordingRealtime(), jobs: createManualJobQueue() };
}

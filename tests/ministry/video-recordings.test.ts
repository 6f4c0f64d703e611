import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RecordingRejected, registerRecording, retentionUntil } from '../../ministry/video/recordings';
import { drivers } from '../support/ministry';
import { actAtTime, signedJoin, tokenOf, videoSuite } from './video-support';

// The recordings of a video act (issue 11, decision 045): registered with the media server's shape,
// listed for the act's notary and parties, downloaded through /files/* with the print form's rule.

const folder = mkdtempSync(join(tmpdir(), 'video-recordings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A file on the "recording volume": its path, size and checksum. */
function recordingFile(name: string, size = 4096) {
  const bytes = randomBytes(size);
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return { path, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

describe.each(drivers)('video recordings on %s', (driver) => {
  const { clock, ministry, clients, people } = videoSuite(driver);

  async function download(userid: string, url: string) {
    const response = await fetch(`${ministry().url}/api${url}`, {
      headers: { authorization: `Bearer ${await tokenOf(ministry(), userid)}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('registers finished files, lists them for the act’s people only, incomplete ones as incomplete', async () => {
    const { uuid } = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + 5 * 60_000));
    const applicant = (await signedJoin(ministry(), clients.applicant, 'drahimova', uuid)).body;
    const buyer = (await signedJoin(ministry(), clients.buyer, 'stursunov', uuid)).body;
    const started = new Date('2026-11-23T10:00:00.000Z');
    const ended = new Date('2026-11-23T10:20:00.000Z');
    const first = recordingFile(`${uuid}-a-0.webm`);
    const second = recordingFile(`${uuid}-b-0.mkv`, 1000);
    const firstId = await registerRecording(ministry().db, {
      room: uuid,
      participant: applicant.attendanceId,
      segment: 0,
      path: first.path,
      startedAt: started,
      endedAt: ended,
      bytes: first.bytes.length,
      sha256: first.sha256,
      complete: true,
      hasAudio: true,
      hasVideo: true,
    });
    const secondId = await registerRecording(ministry().db, {
      room: uuid,
      participant: buyer.attendanceId,
      segment: 0,
      path: second.path,
      startedAt: started.toISOString(),
      endedAt: new Date('2026-11-23T10:05:00.000Z').toISOString(),
      bytes: second.bytes.length,
      sha256: second.sha256,
      complete: false,
      hasAudio: true,
      hasVideo: false,
    });
    expect(retentionUntil(ended)).toBe('2036-11-23');

    for (const who of [clients.applicant, clients.buyer, clients.notary]) {
      const listed = await who.get(`/notarial_act/${uuid}/video/recordings`);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: firstId,
          attendanceId: applicant.attendanceId,
          role: 'applicant',
          segment: 0,
          complete: true,
          bytes: 4096,
          sha256: first.sha256,
          retentionUntil: '2036-11-23',
          url: `/files/${firstId}`,
        }),
        expect.objectContaining({
          id: secondId,
          role: 'party',
          complete: false,
          hasVideo: false,
          retentionUntil: '2036-11-23',
        }),
      ]);
      expect(JSON.stringify(listed.body)).not.toContain(folder);
    }
    for (const who of [clients.outsider, clients.otherNotary]) {
      const refused = await who.get(`/notarial_act/${uuid}/video/recordings`);
      expect(refused.status).toBe(418);
      expect(Object.keys(refused.body).sort()).toEqual(['code', 'message']);
    }

    // The media server finalises the incomplete file later: the same segment is replaced.
    const finalised = recordingFile(`${uuid}-b-0-final.mkv`, 2000);
    const again = await registerRecording(ministry().db, {
      room: uuid,
      participant: buyer.attendanceId,
      segment: 0,
      path: finalised.path,
      startedAt: started,
      endedAt: new Date('2026-11-23T10:06:00.000Z'),
      bytes: 2000,
      sha256: finalised.sha256,
      complete: true,
      hasAudio: true,
      hasVideo: true,
    });
    expect(again).toBe(secondId);
    const relisted = (await clients.notary.get(`/notarial_act/${uuid}/video/recordings`)).body;
    expect(relisted[1]).toMatchObject({ id: secondId, complete: true, bytes: 2000 });
  });

  it('downloads a recording through /files/* for the act’s people only', async () => {
    const { uuid } = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + 5 * 60_000));
    const joined = (await signedJoin(ministry(), clients.notary, 'nabdullayeva', uuid)).body;
    const file = recordingFile(`${uuid}-n-0.webm`, 10_000);
    const id = await registerRecording(ministry().db, {
      room: uuid,
      participant: joined.attendanceId,
      segment: 0,
      path: file.path,
      startedAt: new Date(),
      endedAt: new Date(),
      bytes: file.bytes.length,
      sha256: file.sha256,
      complete: true,
      hasAudio: true,
      hasVideo: true,
    });
    for (const userid of ['drahimova', 'stursunov', 'nabdullayeva']) {
      const got = await download(userid, `/files/${id}`);
      expect(got.status).toBe(200);
      expect(got.type).toBe('video/webm');
      expect(createHash('sha256').update(got.body).digest('hex')).toBe(file.sha256);
    }
    for (const userid of ['jkarimov', 'axolmatov']) {
      const refused = await download(userid, `/files/${id}`);
      expect(refused.status).toBe(418);
      expect(JSON.parse(refused.body.toString()).code).toBe('pin_not_found_in_uuid');
    }
    // Gone from the volume: a 404, never a partial answer.
    rmSync(file.path);
    expect((await download('drahimova', `/files/${id}`)).status).toBe(404);
  });

  it('refuses a file of a participant who did not join the room, or of a malformed shape', async () => {
    const one = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + 5 * 60_000));
    const other = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + 5 * 60_000));
    const joined = (await signedJoin(ministry(), clients.applicant, 'drahimova', one.uuid)).body;
    const file = recordingFile('stray.webm');
    const base = {
      room: other.uuid,
      participant: joined.attendanceId,
      segment: 0,
      path: file.path,
      startedAt: new Date(),
      endedAt: new Date(),
      bytes: 4096,
      sha256: file.sha256,
      complete: true,
      hasAudio: true,
      hasVideo: true,
    };
    await expect(registerRecording(ministry().db, base)).rejects.toBeInstanceOf(RecordingRejected);
    const ok = { ...base, room: one.uuid };
    await expect(registerRecording(ministry().db, { ...ok, sha256: 'x' })).rejects.toBeInstanceOf(
      RecordingRejected,
    );
    await expect(registerRecording(ministry().db, { ...ok, path: 'relative.webm' })).rejects.toBeInstanceOf(
      RecordingRejected,
    );
    await expect(
      registerRecording(ministry().db, { ...ok, endedAt: new Date(Date.now() - 60_000) }),
    ).rejects.toBeInstanceOf(RecordingRejected);
    expect((await clients.applicant.get(`/notarial_act/${other.uuid}/video/recordings`)).body).toEqual([]);
    expect((await clients.applicant.get(`/notarial_act/${one.uuid}/video/recordings`)).body).toEqual([]);
  });
});

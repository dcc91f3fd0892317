import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Topology } from '../start.js';
import { allocate } from '../turn.js';

/** The teleconsultation room: each instance hands out TURN credentials coturn accepts. */
export async function checkRoom(topology: Topology, instanceCount: number) {
  const { db, fixture, patients, instances, xsrf } = topology;
  const turnPort = topology.turn!.port;
  const patient = patients[0]!;
  const date = new Date(Date.now() + 5 * 60_000);
  const rdvId = randomUUID();
  await db
    .insertInto('rdvs')
    .values({
      id: rdvId,
      doctor_id: fixture.doctorId,
      patient_id: patient.id,
      date,
      end_date: new Date(date.getTime() + 30 * 60_000),
      status: 'confirmed',
      price: 60_000,
      remote: true,
      remote_consent: JSON.stringify({
        consultation: true,
        dataProcessing: true,
        at: date,
        textVersion: 'topology',
      }),
    })
    .execute();
  for (const instance of instances) {
    const answer = await fetch(`http://127.0.0.1:${instance.port}/v1/rdvs/${rdvId}/room/ticket`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${patient.token}`,
        'x-xsrf-token': xsrf,
        cookie: `XSRF-TOKEN=${xsrf}`,
      },
    });
    assert.equal(answer.status, 200, `${instance.name} gives the rdv's patient a ticket`);
    const { iceServers } = (await answer.json()) as {
      iceServers: { urls: string[]; username?: string; credential?: string }[];
    };
    const turn = iceServers.find((server) => server.username !== undefined)!;
    assert.equal(
      await allocate(turnPort, turn.username!, turn.credential!),
      'allocated',
      `coturn accepts ${instance.name}'s credentials`,
    );
    assert.equal(
      await allocate(turnPort, turn.username!, `${turn.credential!}x`),
      'refused',
      'coturn refuses a forged password',
    );
  }
  await db.deleteFrom('rdvs').where('id', '=', rdvId).execute();
  console.info(
    `room: ${instanceCount} instances hand out TURN credentials coturn (turnserver on 127.0.0.1:${turnPort}) allocates a relay with; a forged one is refused`,
  );
}

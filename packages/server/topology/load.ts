import { randomUUID } from 'node:crypto';
import type { Patient } from './parts.js';

const READERS = 6;
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one phase's load saw. */
export class Load {
  reads = 0;
  readFailures: string[] = [];
  bookings = 0;
  /** Answers other than 201 to a booking's first attempt (each is then resent with its key). */
  firstAttemptFailures: string[] = [];
  resends = 0;
  acknowledged: string[] = [];
  /** When each acknowledged booking's answer came (ms since the epoch), in `acknowledged`'s order. */
  acknowledgedAt: number[] = [];
  /** Logical bookings answered 409 `SLOT_HELD_BY_YOU` on a resend rather than replayed (see `book`). */
  heldByYou = 0;
  /** Every read answered 5xx: its status, who answered (the API's code, or the proxy), when it was sent. */
  readErrors: { status: number; by: string; sentAt: number }[] = [];
  unresolved: string[] = [];
  lastFailureAt = 0;
  private running = true;
  private loops: Promise<void>[] = [];
  private readonly latencies: number[] = [];

  constructor(
    private readonly origin: string,
    private readonly xsrf: string,
    private readonly readPaths: string[],
    private readonly doctor: string,
    patients: Patient[],
  ) {
    for (let i = 0; i < READERS; i += 1) this.loops.push(this.reader(i));
    for (const patient of patients) this.loops.push(this.booker(patient));
  }

  async stop(): Promise<this> {
    this.running = false;
    await Promise.all(this.loops);
    return this;
  }

  p99(): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  }

  private failed(list: string[], what: string) {
    list.push(what);
    this.lastFailureAt = Date.now();
  }

  private async reader(offset: number) {
    for (let i = offset; this.running; i += 1) {
      const path = this.readPaths[i % this.readPaths.length]!;
      const started = Date.now();
      try {
        const response = await fetch(`${this.origin}${path}`);
        const body = await response.text();
        this.reads += 1;
        this.latencies.push(Date.now() - started);
        if (response.status >= 500) {
          const json = response.headers.get('content-type')?.includes('json');
          const by = json ? body.slice(0, 120) : 'the proxy';
          this.readErrors.push({
            status: response.status,
            by: json ? ((JSON.parse(body) as { code?: string }).code ?? 'the API') : 'the proxy',
            sentAt: started,
          });
          this.failed(
            this.readFailures,
            `${response.status} GET ${path} at ${new Date().toISOString()} (${by})`,
          );
        }
      } catch (error) {
        this.failed(this.readFailures, `network GET ${path}: ${String(error)}`);
      }
    }
  }

  /** One logical booking: sent with a key, resent with the same key until it has an answer. */
  private async book(patient: Patient, date: string, doctor: string) {
    const key = randomUUID();
    const deadline = Date.now() + 40_000;
    for (let attempt = 0; ; attempt += 1) {
      let status = 0;
      let answer: { _id?: string; code?: string; details?: { rdv?: string } } = {};
      try {
        const response = await fetch(`${this.origin}/v1/rdvs`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${patient.token}`,
            cookie: `XSRF-TOKEN=${this.xsrf}`,
            'x-xsrf-token': this.xsrf,
            'idempotency-key': key,
          },
          body: JSON.stringify({ doctor, date }),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as typeof answer;
      } catch {
        // No answer at all (the connection failed): status 0, resent like a 502.
      }
      if (status === 201 && answer._id) return this.acknowledge(answer._id);
      // An earlier attempt booked the slot but its answer was not kept with the key: a 5xx sent after
      // the commit (the connection lost in a PostgreSQL crash just after COMMIT) releases the key. An
      // instance killed after the commit does not do this: the answer commits with the rdv (decision 052).
      if (status === 409 && answer.code === 'SLOT_HELD_BY_YOU' && answer.details?.rdv) {
        this.heldByYou += 1;
        return this.acknowledge(answer.details.rdv);
      }
      const retryable = status === 0 || status >= 500 || answer.code === 'IDEMPOTENCY_IN_PROGRESS';
      if (attempt === 0) this.failed(this.firstAttemptFailures, `${status} ${answer.code ?? ''}`.trim());
      if (!retryable || Date.now() > deadline) {
        return void this.unresolved.push(`${date}: ${status} ${answer.code ?? ''}`);
      }
      this.resends += 1;
      await wait(300);
    }
  }

  private acknowledge(rdv: string) {
    this.acknowledged.push(rdv);
    this.acknowledgedAt.push(Date.now());
  }

  private async booker(patient: Patient) {
    while (this.running && patient.slots.length > 0) {
      this.bookings += 1;
      await this.book(patient, patient.slots.shift()!, this.doctor);
      await wait(100);
    }
  }
}

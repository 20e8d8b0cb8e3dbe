// The example server run as `npm start` runs it, stopped in the middle of a burst of leads: killed outright, every
// lead it acknowledged is there after a restart; asked to stop (SIGTERM), it first answers what it accepted, closes
// the database and exits 0.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { after, describe, it } from 'node:test';
import { newKey, openSession, validLead } from './support/example-api.mjs';
import { tempDatabase } from './support/example.mjs';
import { spawnExample } from './support/example-process.mjs';

/**
 * Leads sent by `workers` loops, each sending the next once the last is answered, until the server stops
 * answering. Gives the leads acknowledged with 201, by key; `onAcknowledged(count)` runs after each.
 */
async function burst(session, onAcknowledged, workers = 6) {
  const acknowledged = new Map();
  const loop = async (worker) => {
    for (let sent = 0; ; sent += 1) {
      const key = newKey();
      const lead = validLead({ firstName: `Rafale ${worker}-${sent}` });
      try {
        const response = await session.post(lead, { 'Idempotency-Key': key });
        if (response.status !== 201) return;
        acknowledged.set(key, { id: (await response.json()).id, lead });
      } catch {
        return;
      }
      onAcknowledged(acknowledged.size);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return acknowledged;
}

/** Every acknowledged lead is stored whole, under its key and with the id it was given. */
function assertAllStored(rows, acknowledged) {
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  for (const [key, { id, lead }] of acknowledged) {
    const row = byKey.get(key);
    assert.ok(row, `lead ${id} was acknowledged but is not stored`);
    assert.deepEqual([row.public_id, row.first_name, row.phone_number, row.price], [id, lead.firstName, lead.phoneNumber, lead.price]);
  }
}

/**
 * A lead sent over a raw socket in two halves: the headers (with Expect: 100-continue), and the body only when
 * finish() is called. Resolves once the server answered 100 Continue, that is, once it has taken the request on.
 */
async function startLeadInTwoHalves(url, session, lead, key) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.setEncoding('utf8');
  let received = '';
  const closed = new Promise((resolve) => socket.on('close', () => resolve(received)));
  const continued = new Promise((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.startsWith('HTTP/1.1 100 Continue')) resolve();
    });
    socket.on('error', reject);
  });
  const body = JSON.stringify(lead);
  const headers = [
    'POST /api/quotation-requests HTTP/1.1', `Host: ${hostname}:${port}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`,
    `Cookie: ${session.cookie}`, `X-XSRF-TOKEN: ${session.token}`, `Idempotency-Key: ${key}`, 'Expect: 100-continue', 'Connection: close',
  ];
  socket.write(`${headers.join('\r\n')}\r\n\r\n`);
  await continued;
  return {
    /** Sends the body; resolves with everything the server sent on this connection. */
    finish() {
      socket.write(body);
      return closed;
    },
  };
}

describe('the example server stopped during a burst of leads', () => {
  const cleanups = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The server in a child process, stopped with SIGKILL at the end of the test if it is still running. */
  async function spawn(database) {
    const server = await spawnExample(database.file);
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });
    return server;
  }

  it('keeps every acknowledged lead when killed with SIGKILL, and finds them after a restart', async () => {
    const database = tempDatabase();
    cleanups.push(database.remove);
    const server = await spawn(database);
    const acknowledged = await burst(await openSession(server.url), (count) => {
      if (count === 40) server.child.kill('SIGKILL');
    });
    assert.equal((await server.exited).signal, 'SIGKILL');
    assert.ok(acknowledged.size >= 40);

    const restarted = await spawn(database);
    assertAllStored(database.rows(), acknowledged);
    const session = await openSession(restarted.url);
    assert.equal((await session.post(validLead())).status, 201);
  });

  it('answers the requests under way on SIGTERM, stores every acknowledged lead, closes the database and exits 0', async () => {
    const database = tempDatabase();
    cleanups.push(database.remove);
    const server = await spawn(database);
    const session = await openSession(server.url);
    const lateLead = validLead({ firstName: 'Tardive' });
    const lateKey = newKey();
    const late = await startLeadInTwoHalves(server.url, session, lateLead, lateKey);

    let lateAnswer;
    const acknowledged = await burst(session, (count) => {
      if (count !== 40) return;
      server.child.kill('SIGTERM');
      // The body of a request taken on before the signal arrives after it: it must still be answered.
      lateAnswer = server.waitForLine(/SIGTERM/).then(() => late.finish());
    });
    const answer = await lateAnswer;
    assert.match(answer, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
    acknowledged.set(lateKey, { id: JSON.parse(answer.slice(answer.lastIndexOf('\r\n\r\n') + 4)).id, lead: lateLead });

    assert.deepEqual(await server.exited, { code: 0, signal: null });
    await server.waitForLine(/stopped/);
    // SQLite folds the WAL into the database and removes it when the last connection closes cleanly.
    assert.equal(existsSync(`${database.file}-wal`), false);
    assert.ok(acknowledged.size >= 41);
    assertAllStored(database.rows(), acknowledged);
  });
});

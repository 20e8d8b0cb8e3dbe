// POST /api/quotation-requests on the example server: a lead checked with the widget's own schema and the
// configured prices is stored and answered 201 { id }; every refusal is a small RFC 9457 problem that never
// repeats what was sent, and stores nothing.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { newKey, exampleSession, readProblem, residence, validLead } from './support/example-api.mjs';
import { startExample } from './support/example.mjs';

describe('the example server takes in leads', () => {
  const example = exampleSession();

  it('stores a valid lead and answers 201 with its id and location', async () => {
    const response = await example.post(validLead(), { 'Idempotency-Key': newKey() });
    assert.equal(response.status, 201);
    const { id } = await response.json();
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.equal(response.headers.get('location'), `/api/quotation-requests/${id}`);
    const row = example.rows().at(-1);
    const lead = validLead();
    assert.deepEqual(
      { id: row.public_id, residence: row.residence, housingType: row.housing_type, price: row.price, civility: row.civility, firstName: row.first_name, lastName: row.last_name, email: row.email, phoneNumber: row.phone_number, status: row.status, knowUs: row.know_us, promo: row.accept_promotional_offers },
      { id, residence: lead.residence, housingType: lead.housingType, price: lead.price, civility: lead.civility, firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phoneNumber: lead.phoneNumber, status: lead.status, knowUs: lead.knowUs, promo: 0 },
    );
  });

  it('stores text composed (NFC) and trimmed', async () => {
    const response = await example.post(validLead({ firstName: ' E\u0301loi\u0308se ', lastName: 'Martin\u00a0' }));
    assert.equal(response.status, 201);
    const row = example.rows().at(-1);
    assert.equal(row.first_name, '\u00c9lo\u00efse');
    assert.equal(row.last_name, 'Martin');
  });

  const refusals = [
    ['a price that is not the configured one', { price: residence.prices.studio - 100 }, 'price', 'Cette valeur n’est pas valide'],
    ['a housing type the residence has no price for', { housingType: 'three_room', price: 2500 }, 'housingType', 'Cette valeur n’est pas valide'],
    ['an unknown residence', { residence: 'nowhere' }, 'residence', 'Cette valeur n’est pas valide'],
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Ce champ est requis'],
    ['a civility outside the list', { civility: 'mlle' }, 'civility', 'Cette valeur n’est pas valide'],
    ['no status', { status: '' }, 'status', 'Ce champ est requis'],
    ['a wrong e-mail', { email: 'jeanne@' }, 'email', "Cet email n’est pas valide"],
    ['a price written as a string', { price: String(residence.prices.studio) }, 'price', 'Cette valeur n’est pas valide'],
    ['a phone number cut short', { phoneNumber: '06 12 34 56 7' }, 'phoneNumber', 'Ce numéro de téléphone semble incomplet ou erroné\u00a0: écrivez-le par exemple 06\u00a012\u00a034\u00a056\u00a078.'],
    ['words for a phone number', { phoneNumber: 'le soir' }, 'phoneNumber', 'Ce numéro de téléphone semble incomplet ou erroné\u00a0: écrivez-le par exemple 06\u00a012\u00a034\u00a056\u00a078.'],
    ['a NUL in a name', { lastName: 'Mar\u0000tin' }, 'lastName', 'Ce champ contient des caractères non autorisés.'],
    ['a C1 control in a name', { firstName: 'Jeanne\u0085' }, 'firstName', 'Ce champ contient des caractères non autorisés.'],
    ['a right-to-left override in a name', { lastName: 'Martin\u202egpj.exe' }, 'lastName', 'Ce champ contient des caractères non autorisés.'],
    ['a bidi isolate in the e-mail', { email: '\u2066jeanne@exemple.fr\u2069' }, 'email', 'Ce champ contient des caractères non autorisés.'],
    ['an escape sequence in the phone number', { phoneNumber: '\u001b[2J06 12 34 56 78' }, 'phoneNumber', 'Ce champ contient des caractères non autorisés.'],
    ['the rgpd field, which is never sent', { rgpd: true }, '', 'Cette valeur n’est pas valide'],
  ];
  for (const [name, change, propertyPath, message] of refusals) {
    it(`refuses ${name} with 422 and the field's violation in French`, async () => {
      const before = example.rows().length;
      const { body } = await readProblem(await example.post(validLead(change)), 422);
      assert.deepEqual(body.violations.map(({ propertyPath: path, message: text }) => ({ propertyPath: path, message: text })), [{ propertyPath, message }]);
      assert.equal(example.rows().length, before);
    });
  }

  it('lists every refused field at once', async () => {
    const { body } = await readProblem(await example.post(validLead({ firstName: '', email: 'x', phoneNumber: '12' })), 422);
    assert.deepEqual(body.violations.map((violation) => violation.propertyPath).sort(), ['email', 'firstName', 'phoneNumber']);
  });

  it('never repeats a refused value, even one made to look like a message', async () => {
    const marker = 'ZZ-echo-ZZ';
    const bodies = [
      validLead({ firstName: `${marker}\u202e`, email: marker, phoneNumber: marker, civility: marker, housingType: marker, price: marker }),
      { ...validLead(), [marker]: marker },
      [marker],
      marker,
      { residence: { [marker]: [marker] } },
    ];
    for (const body of bodies) {
      const response = await example.post(JSON.stringify(body));
      const { text } = await readProblem(response, response.status === 400 ? 400 : 422);
      assert.equal(text.includes(marker), false, text);
    }
  });
});

describe('the example server refuses malformed requests before reading them', () => {
  const example = exampleSession();

  it('accepts application/json with or without charset=utf-8, in any case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      assert.equal((await example.post(validLead(), { 'Content-Type': type })).status, 201, type);
    }
  });

  for (const type of ['text/plain', 'application/jsonx', 'application/json; charset=latin1', 'application/json; profile=x', 'application/json, text/plain', 'application/merge-patch+json', 'multipart/form-data; boundary=x', '']) {
    it(`answers 415 to Content-Type "${type}"`, async () => {
      const before = example.rows().length;
      const { text } = await readProblem(await example.post(validLead(), { 'Content-Type': type }), 415);
      if (type !== '') assert.equal(text.includes(type), false);
      assert.equal(example.rows().length, before);
    });
  }

  it('answers 400 to a body that is not JSON', async () => {
    const { body } = await readProblem(await example.post('{"residence":'), 400);
    assert.match(body.type, /invalid-json/);
  });

  it('answers a 15 KB body of nested JSON with a small 400, without parsing it', async () => {
    const nested = `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`;
    assert.ok(nested.length > 15_000 && nested.length < 16_384);
    const { body, text } = await readProblem(await example.post(nested), 400);
    assert.match(body.type, /json-depth/);
    assert.equal(text.includes('{"a":'), false);
  });

  it('answers 400 to arrays nested five deep, and reads brackets inside strings as text', async () => {
    await readProblem(await example.post('[[[[[1]]]]]'), 400);
    const response = await example.post(validLead({ firstName: '[[[[[{{{{{Jeanne' }));
    assert.equal(response.status, 201);
  });

  it('answers 413 to a body over 16 KB, and stores nothing', async () => {
    const before = example.rows().length;
    const { body } = await readProblem(await example.post(validLead({ firstName: 'J'.repeat(17_000) })), 413);
    assert.equal(body.title, 'Payload Too Large');
    assert.equal(example.rows().length, before);
  });

  it('answers a body of megabytes with a 413 that arrives, announced or sent in chunks, and stores nothing', async () => {
    const before = example.rows().length;
    const huge = JSON.stringify(validLead({ firstName: 'J'.repeat(4_000_000) }));
    await readProblem(await example.post(huge), 413);
    // Without a Content-Length the size shows only as the chunks come: the answer must still reach the client.
    const status = await new Promise((resolve, reject) => {
      const url = new URL('/api/quotation-requests', example.url);
      const token = example.cookie.slice('XSRF-TOKEN='.length);
      let answered = false;
      const outgoing = request(url, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Cookie: example.cookie, 'X-XSRF-TOKEN': token } }, (response) => {
        answered = true;
        response.resume();
        resolve(response.statusCode);
      });
      // Once the answer is in, the server may close before the rest is written: that is no failure.
      outgoing.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = 'J'.repeat(65_536);
      outgoing.write('{"firstName":"');
      let sent = 0;
      const more = () => {
        while (sent < 32 && !answered) {
          sent += 1;
          if (!outgoing.write(chunk)) return void outgoing.once('drain', more);
        }
        outgoing.end('"}');
      };
      more();
    });
    assert.equal(status, 413);
    assert.equal(example.rows().length, before);
  });

  it('answers 403 without the XSRF header, with a wrong one, or with a cookie of the wrong format', async () => {
    const forged = 'A'.repeat(43);
    for (const headers of [{ 'X-XSRF-TOKEN': '' }, { 'X-XSRF-TOKEN': forged }, { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' }, { Cookie: 'XSRF-TOKEN=%E0%A4%A', 'X-XSRF-TOKEN': '%E0%A4%A' }, { Cookie: '' }]) {
      const { body } = await readProblem(await example.post(validLead(), headers), 403);
      assert.match(body.type, /xsrf/);
    }
  });

  it('accepts the good token beside a malformed XSRF cookie', async () => {
    const response = await example.post(validLead(), { Cookie: `XSRF-TOKEN=%E0%A4%A; ${example.cookie}` });
    assert.equal(response.status, 201);
  });

  it('answers 405 with Allow to another method on the collection', async () => {
    const response = await fetch(`${example.url}/api/quotation-requests`);
    await readProblem(response, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });

  it('answers an unknown API path with a 404 problem', async () => {
    await readProblem(await fetch(`${example.url}/api/residences`), 404);
  });
});

// The static floor: the residence list drawn with plain DOM calls, what showing it costs with no framework.
const root = document.querySelector('[data-quote-wizard]').attachShadow({ mode: 'open' });
const { residences } = JSON.parse(document.getElementById('quote-wizard-config').textContent);
const fold = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
root.innerHTML = '<label>Rechercher une résidence <input type="search"></label><ul aria-label="Liste des résidences"></ul>';
const items = residences.map(({ name, region }) => ({ item: document.createElement('li'), name, text: fold(`${name} ${region}`) }));
for (const { item, name } of items) item.append(Object.assign(document.createElement('button'), { type: 'button', textContent: name }));
root.querySelector('ul').append(...items.map(({ item }) => item));
root.querySelector('input').addEventListener('input', ({ target }) => {
  const query = fold(target.value);
  for (const { item, text } of items) item.hidden = !text.includes(query);
});

// The bare React floor: the least a React 19 widget does (a search box and one memoised button per residence,
// in a shadow root), built from the project's own React, to tell what React costs from what the widget adds.
import { createElement as h, Fragment, memo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const fold = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const Entry = memo(function Entry({ name }) {
  return h('li', null, h('button', { type: 'button' }, name));
});

function Floor({ residences }) {
  const [query, setQuery] = useState('');
  const folded = fold(query);
  return h(
    Fragment,
    null,
    h('label', null, 'Rechercher une résidence ', h('input', { type: 'search', value: query, onChange: (event) => setQuery(event.target.value) })),
    h(
      'ul',
      { 'aria-label': 'Liste des résidences' },
      residences.filter((residence) => residence.text.includes(folded)).map((residence) => h(Entry, { key: residence.id, name: residence.name })),
    ),
  );
}

const { residences } = JSON.parse(document.getElementById('quote-wizard-config').textContent);
// Searched by name and region, as the widget does, so that one query keeps the same residences in every page.
const searchable = residences.map(({ id, name, region }) => ({ id, name, text: fold(`${name} ${region}`) }));
const shadow = document.querySelector('[data-quote-wizard]').attachShadow({ mode: 'open' });
createRoot(shadow.appendChild(document.createElement('div'))).render(h(Floor, { residences: searchable }));

// Two widgets mounted by code in elements without an id, from the page's own configuration script.
const config = JSON.parse(document.getElementById('quote-wizard-config').textContent);
for (const element of document.querySelectorAll('.devis')) window.QuoteWizard.mount(element, { residences: config.residences });

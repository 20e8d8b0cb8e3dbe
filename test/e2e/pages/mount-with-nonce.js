// A host that mounts the widget itself, giving the nonce of its Content-Security-Policy as a mount option.
window.QuoteWizard.mount(document.getElementById('devis'), { nonce: 'host-nonce-2026' });

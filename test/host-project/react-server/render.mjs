// Prints what the server component gave: the price read on the server and the wizard as a client reference.
const { Page } = await import('./page.mjs');
const tree = Page();
const [price, wizard] = tree.props.children;
console.log(JSON.stringify({ price: price.props.children, wizardType: String(wizard.type.$$typeof), wizardId: wizard.type.$$id, props: Object.keys(wizard.props) }));

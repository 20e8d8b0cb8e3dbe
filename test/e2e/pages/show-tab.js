// A tab a visitor opens: the widget inside it was hidden (no box at all) until then.
document.getElementById('show').addEventListener('click', () => {
  document.getElementById('tab').hidden = false;
});

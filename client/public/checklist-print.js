/*
 * The "Print this checklist" button of /wedding-planning-checklist.html: a script file because the
 * Content-Security-Policy allows no inline script. Without scripts the button stays hidden and the
 * browser's own Print gives the same page.
 */
(function () {
  var button = document.getElementById('print-checklist');
  if (!button || typeof window.print !== 'function') return;
  button.hidden = false;
  button.addEventListener('click', function () {
    window.print();
  });
})();

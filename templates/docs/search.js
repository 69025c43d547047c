// The reference's operation search (the form in redoc.hbs): it reads the index the generator wrote
// into the page (generator/emit/docs/search-index.ts) and works from first paint, before Redoc's
// script runs. Ranking: the exact operation name first, then names starting with the query, then
// names, summaries and modules containing every word of it, then operations with a field of that
// name, then with a field containing it. A result is a link to Redoc's route of the operation;
// a webhook's (the index lists the document's webhooks after its operations) is marked as one.
(function () {
  var MAX_RESULTS = 50;
  var MAX_QUERY = 100;
  var form = document.getElementById('operation-search');
  var input = document.getElementById('operation-search-input');
  var list = document.getElementById('operation-search-results');
  var status = document.getElementById('operation-search-status');
  var entries = JSON.parse(document.getElementById('operation-search-index').textContent);
  // Where the index lists webhooks too, a result is either kind: the status counts results, as the
  // box's label says (docs-html.ts words the form for such a page).
  var listsWebhooks = entries.some(function (entry) { return entry.webhook; });
  var NOUN = listsWebhooks ? { one: 'result', many: 'results' } : { one: 'operation', many: 'operations' };
  for (var i = 0; i < entries.length; i++) {
    var entry = entries[i];
    entry.order = i;
    entry.nameLower = entry.name.toLowerCase();
    entry.text = (entry.name + ' ' + entry.summary + ' ' + entry.module).toLowerCase();
    entry.fieldList = entry.fields ? entry.fields.split(' ') : [];
    entry.fieldLower = entry.fieldList.map(function (f) { return f.toLowerCase(); });
  }

  /** The rank of `entry` for `query` (lower first) and the field it matched by, or null. */
  function rank(entry, query, words) {
    if (entry.nameLower === query) return { rank: 0 };
    if (entry.nameLower.indexOf(query) === 0) return { rank: 1 };
    var all = true;
    for (var w = 0; w < words.length; w++) if (entry.text.indexOf(words[w]) === -1) all = false;
    if (all) return { rank: 2 };
    var partial = null;
    for (var f = 0; f < entry.fieldLower.length; f++) {
      if (entry.fieldLower[f] === query) return { rank: 3, field: entry.fieldList[f] };
      if (partial === null && entry.fieldLower[f].indexOf(query) !== -1) partial = entry.fieldList[f];
    }
    return partial === null ? null : { rank: 4, field: partial };
  }

  function search(raw) {
    var query = raw.trim().toLowerCase().slice(0, MAX_QUERY);
    if (!query) return [];
    var words = query.split(/\s+/);
    var found = [];
    for (var i = 0; i < entries.length; i++) {
      var match = rank(entries[i], query, words);
      if (match) found.push({ entry: entries[i], rank: match.rank, field: match.field });
    }
    found.sort(function (a, b) { return a.rank - b.rank || a.entry.order - b.entry.order; });
    return found;
  }

  function item(result) {
    var entry = result.entry;
    var li = document.createElement('li');
    var link = document.createElement('a');
    link.href = entry.href;
    var name = document.createElement('code');
    name.textContent = entry.name;
    link.appendChild(name);
    var summary = document.createElement('span');
    summary.className = 'operation-search-summary';
    summary.textContent = entry.summary;
    link.appendChild(summary);
    // A webhook is a request the service sends, not a call the reader makes: said first, as Redoc's
    // menu sets a tag's webhooks apart from its operations, under "Webhooks".
    var marks = [];
    if (entry.webhook) marks.push('Webhook');
    if (entry.deprecated) marks.push('Deprecated');
    if (entry.beta) marks.push('Beta');
    if (result.field) marks.push('field: ' + result.field);
    if (marks.length) {
      var note = document.createElement('span');
      note.className = 'operation-search-marks';
      note.textContent = marks.join(' · ');
      link.appendChild(note);
    }
    li.appendChild(link);
    return li;
  }

  function show() {
    var results = search(input.value);
    list.textContent = '';
    for (var i = 0; i < results.length && i < MAX_RESULTS; i++) list.appendChild(item(results[i]));
    list.hidden = results.length === 0;
    status.textContent = input.value.trim()
      ? results.length === 0 ? 'No ' + NOUN.one + ' matches' : results.length + ' ' + (results.length === 1 ? NOUN.one : NOUN.many) + (results.length > MAX_RESULTS ? ', first ' + MAX_RESULTS + ' shown' : '')
      : '';
  }

  function close() {
    list.hidden = true;
  }

  function links() {
    return list.querySelectorAll('a');
  }

  input.addEventListener('input', show);
  input.addEventListener('focus', function () { if (input.value.trim()) show(); });
  // Enter opens the first result; the arrows move between results and back to the box.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var first = links()[0];
    if (first) first.click();
  });
  form.addEventListener('keydown', function (event) {
    var all = Array.prototype.slice.call(links());
    var at = all.indexOf(document.activeElement);
    if (event.key === 'ArrowDown' && all.length) {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)].focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input : all[at - 1]).focus();
    } else if (event.key === 'Escape') {
      close();
      input.focus();
    }
  });
  list.addEventListener('click', function (event) {
    if (event.target.closest && event.target.closest('a')) close();
  });
  document.addEventListener('click', function (event) {
    if (!form.contains(event.target)) close();
  });
  // Ctrl+K or Cmd+K, and "/" outside a text field, focus the box (before Redoc's own shortcut sees them).
  window.addEventListener('keydown', function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement && document.activeElement.tagName);
    if (((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      input.focus();
      input.select();
    }
  }, true);
})();

import Formsetter

/// The review page: one item at a time beside its question and snippet, keyboard first (the
/// keys are on the page and in `formsetter review --help`). Small and dependency-free: it
/// reads /state.json, shows snippets from /snippet/…, checks a value as it is typed (/check)
/// and saves with /answer.
enum ReviewPage {
    static func html(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(htmlEscaped(title)) — formsetter review</title>
        <style>
          body { font: 15px system-ui, sans-serif; margin: 0; background: #E9EBEF; color: #222; }
          header { background: #1F3A5F; color: white; padding: 8px 16px; display: flex; justify-content: space-between; }
          main { padding: 16px; display: flex; gap: 24px; align-items: flex-start; }
          #snippets img { display: block; max-width: 640px; background: white; box-shadow: 0 1px 4px rgba(0,0,0,.25); margin-bottom: 8px; }
          #snippets figure { margin: 0 0 12px; } figcaption { font-size: 12px; color: #555; }
          section { max-width: 32em; }
          h1 { font-size: 20px; margin: 0 0 4px; } .meta { color: #555; font-size: 13px; margin: 0 0 12px; }
          #reason { background: #FFF4D6; border: 1px solid #E5B73B; padding: 6px 8px; }
          #reason:empty, #message:empty, #saved:empty { display: none; }
          input { font: 20px ui-monospace, monospace; padding: 6px; width: 100%; box-sizing: border-box; }
          #message { background: #FFE3E3; border: 1px solid #E55; padding: 6px 8px; margin-top: 8px; }
          #saved { color: #2A6A2A; margin-top: 8px; }
          ol#options { list-style: none; padding: 0; } #options li { padding: 6px 8px; margin-bottom: 4px; background: white; border: 2px solid #CCD; }
          #options li.picked { border-color: #1F3A5F; background: #DCE7F5; font-weight: 600; }
          kbd { font: 12px ui-monospace, monospace; border: 1px solid #AAB; border-radius: 3px; padding: 0 4px; background: white; }
          footer { padding: 0 16px 16px; font-size: 13px; color: #444; }
          #done[hidden], #item[hidden] { display: none; }
        </style>
        </head>
        <body>
        <header><span>\(htmlEscaped(title)) — review</span><span id="progress"></span></header>
        <main id="item" data-record="" data-field="">
          <div id="snippets"></div>
          <section>
            <p class="meta" id="where"></p>
            <h1 id="question"></h1>
            <p class="meta" id="hint"></p>
            <p id="reason"></p>
            <input id="value" autocomplete="off" spellcheck="false" aria-label="the value the snippet shows">
            <ol id="options"></ol>
            <div id="message" role="alert"></div>
            <div id="saved"></div>
          </section>
        </main>
        <main id="done" hidden>
          <section>
            <h1>The stack is done</h1>
            <p class="meta" id="doneCount"></p>
            <h2>Unreadable</h2><ul id="unreadable"></ul>
            <h2>Still refused by the form</h2><ul id="problems"></ul>
          </section>
        </main>
        <footer>
          <kbd>Enter</kbd> save and go on · <kbd>1</kbd>–<kbd>9</kbd> pick an option, <kbd>0</kbd> none ticked ·
          <kbd>Alt</kbd>+<kbd>U</kbd> unreadable · <kbd>Page Up</kbd> back · <kbd>Page Down</kbd> skip
        </footer>
        <script>
          const $ = id => document.getElementById(id);
          let state = null, at = 0, picked = [], checking = 0;
          const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Formsetter-Review': '1' },
                                                     body: JSON.stringify(body) }).then(r => r.json());
          function answerText(answer) {
            if (!answer) return '';
            if (answer.unreadable) return 'saved as unreadable';
            if (answer.typed !== undefined) return 'saved: ' + answer.typed;
            return 'saved: ' + (answer.chosen.length ? answer.chosen.map(i => optionTitle(state.items[at], i)).join(', ') : 'none ticked');
          }
          function optionTitle(item, index) { const o = item.options.find(o => o.index === index); return o ? o.title : String(index); }
          function show(index) {
            if (index === null || index === undefined) return finish();
            at = Math.max(0, Math.min(index, state.items.length - 1));
            const item = state.items[at];
            $('done').hidden = true; $('item').hidden = false;
            $('item').dataset.record = item.record; $('item').dataset.field = item.field; $('item').dataset.kind = item.kind;
            $('progress').textContent = 'item ' + (at + 1) + ' of ' + state.items.length + ' · ' + state.unsettled + ' to settle';
            $('where').textContent = item.record + ' · ' + item.inRecord + ' of ' + item.recordCount + ' in this record · ' + item.field;
            $('question').textContent = item.question;
            $('hint').textContent = item.hint ? 'written ' + item.hint : (item.kind === 'mark' ? (item.multiple ? 'pick every option ticked' : 'pick the option meant') : '');
            $('reason').textContent = item.reason || '';
            $('message').textContent = '';
            $('saved').textContent = answerText(item.answer);
            $('snippets').replaceChildren(...item.snippets.map(s => {
              const figure = document.createElement('figure'), image = document.createElement('img'), caption = document.createElement('figcaption');
              image.src = s.url; image.alt = 'the box on the scan';
              // A tick box's snippet is a few millimetres across: shown three times its size.
              if (item.kind === 'mark') image.style.height = '180px';
              caption.textContent = s.option === null ? '' : optionTitle(item, s.option);
              figure.append(image, caption);
              return figure;
            }));
            const input = $('value');
            if (item.kind === 'key') {
              input.hidden = false; $('options').hidden = true;
              input.value = item.answer && item.answer.typed !== undefined ? item.answer.typed : '';
              input.focus();
            } else {
              input.hidden = true; $('options').hidden = false; input.blur();
              picked = item.answer && item.answer.chosen ? item.answer.chosen.slice() : [];
              drawOptions(item);
            }
          }
          function drawOptions(item) {
            $('options').replaceChildren(...item.options.map((option, n) => {
              const li = document.createElement('li');
              li.dataset.index = option.index; li.dataset.key = n + 1;
              li.className = picked.includes(option.index) ? 'picked' : '';
              li.innerHTML = '<kbd></kbd> ';
              li.firstChild.textContent = String(n + 1);
              li.append(option.title);
              return li;
            }));
          }
          function finish() {
            $('item').hidden = true; $('done').hidden = false; $('value').blur();
            $('progress').textContent = state.items.length + ' of ' + state.items.length + ' settled';
            $('doneCount').textContent = state.items.length + ' items settled.';
            $('unreadable').replaceChildren(...state.items.filter(i => i.answer && i.answer.unreadable).map(i => {
              const li = document.createElement('li'); li.textContent = i.record + ': ' + i.question + ' (' + i.field + ')'; return li;
            }));
            $('problems').replaceChildren(...state.problems.map(p => {
              const li = document.createElement('li'); li.textContent = p.record + ': ' + p.question + ' (' + p.field + '): ' + p.message; return li;
            }));
          }
          function nextAfter(index) {
            for (let n = 1; n <= state.items.length; n++) {
              const candidate = (index + n) % state.items.length;
              if (!state.items[candidate].answer) return candidate;
            }
            return null;
          }
          async function save(body) {
            body.item = at;
            const result = await post('/answer', body);
            const counter = result.saved ? 'saves' : 'refusals';
            document.body.dataset[counter] = String(Number(document.body.dataset[counter] || 0) + 1);
            if (!result.saved) { $('message').textContent = result.message; return; }
            state = result.state;
            show(state.unsettled === 0 ? null : nextAfter(at));
          }
          $('value').addEventListener('input', async () => {
            const mine = ++checking, item = at;
            const result = await post('/check', { item, typed: $('value').value });
            if (mine === checking && item === at) $('message').textContent = result.message || '';
          });
          document.addEventListener('keydown', event => {
            if (!state) return;
            if (event.key === 'PageUp') { event.preventDefault(); show(Math.max(0, ($('done').hidden ? at : state.items.length) - 1)); return; }
            if (event.key === 'PageDown') { event.preventDefault(); if ($('done').hidden) show(at + 1 < state.items.length ? at + 1 : at); return; }
            if (!$('done').hidden) return;
            const item = state.items[at];
            if (event.altKey && event.code === 'KeyU') { event.preventDefault(); save({ unreadable: true }); return; }
            if (event.key === 'Enter') { event.preventDefault(); save(item.kind === 'key' ? { typed: $('value').value } : { chosen: picked.slice() }); return; }
            if (item.kind === 'mark' && /^[0-9]$/.test(event.key)) {
              event.preventDefault();
              const n = Number(event.key);
              if (n === 0) picked = [];
              else if (n <= item.options.length) {
                const index = item.options[n - 1].index;
                if (item.multiple) picked = picked.includes(index) ? picked.filter(i => i !== index) : picked.concat([index]);
                else picked = [index];
              }
              drawOptions(item);
            }
          });
          fetch('/state.json', { cache: 'no-store' }).then(r => r.json()).then(s => { state = s; show(s.first); document.body.dataset.ready = '1'; });
        </script>
        </body>
        </html>
        """
    }
}

import Formsetter

/// The preview's page: the render (PNG pages, with a link to the first page's SVG), the diagnostics and the error of
/// a broken save. It polls `/state.json` and swaps the image when the render's version changes,
/// so an open page follows the files without a reload.
enum PreviewPage {
    static func html(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) — formsetter preview</title>
        <style>
          body { font: 14px system-ui, sans-serif; margin: 0; background: #E9EBEF; color: #222; display: flex; }
          main { padding: 16px; }
          aside { padding: 16px; max-width: 40em; }
          img { max-width: 100%; box-shadow: 0 1px 4px rgba(0,0,0,.2); background: white; display: block; margin-bottom: 16px; }
          #error { background: #FFE3E3; border: 1px solid #E55; padding: 8px; white-space: pre-wrap; }
          #error:empty { display: none; }
          li { font-family: ui-monospace, monospace; font-size: 12px; margin-bottom: 4px; }
        </style>
        </head>
        <body>
        <main>
          <div id="pages"><img id="render" alt="page 1 of the current render" src="/render.png?v=0"></div>
        </main>
        <aside>
          <h1>\(escape(title))</h1>
          <p>Render <span id="version">0</span> · <a id="svg" href="/render.svg?v=0">SVG</a></p>
          <div id="error"></div>
          <h2>Diagnostics</h2>
          <ul id="diagnostics"></ul>
        </aside>
        <script>
          let shown = -1;
          async function poll() {
            try {
              const response = await fetch('/state.json', { cache: 'no-store' });
              const state = await response.json();
              document.getElementById('error').textContent = state.error || '';
              if (state.version !== shown) {
                shown = state.version;
                document.getElementById('version').textContent = String(state.version);
                // One image per page (paper pages with --page; a screen is one page).
                document.getElementById('pages').replaceChildren(...Array.from({ length: state.pages || 1 }, (_, index) => {
                  const image = document.createElement('img');
                  if (index === 0) image.id = 'render';
                  image.alt = 'page ' + (index + 1) + ' of the current render';
                  image.src = (index === 0 ? '/render.png' : '/render-' + (index + 1) + '.png') + '?v=' + state.version;
                  return image;
                }));
                document.getElementById('svg').href = '/render.svg?v=' + state.version;
                const list = document.getElementById('diagnostics');
                list.replaceChildren(...state.diagnostics.map(line => {
                  const item = document.createElement('li');
                  item.textContent = line;
                  return item;
                }));
              }
            } catch (error) {
              document.getElementById('error').textContent = 'preview server not reachable';
            }
            setTimeout(poll, 400);
          }
          poll();
        </script>
        </body>
        </html>
        """
    }

    static func escape(_ text: String) -> String { htmlEscaped(text) }
}

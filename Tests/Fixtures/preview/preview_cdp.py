"""Drives headless Chromium over the DevTools pipe (no extra packages) to check that an open
`formsetter preview` page follows file changes by itself.

usage: preview_cdp.py CHROMIUM URL FORM BROKEN_JSON FIXED_JSON PROFILE_DIR
Prints one JSON object: the page's state after loading, after a broken save, after a good one.
"""
import json
import os
import subprocess
import sys
import time

chromium, url, form, broken, fixed, profile = sys.argv[1:7]
to_chrome_read, to_chrome_write = os.pipe()
from_chrome_read, from_chrome_write = os.pipe()
child_in, child_out = os.dup(to_chrome_read), os.dup(from_chrome_write)


def wire_pipe():
    # --remote-debugging-pipe reads commands on fd 3 and writes replies on fd 4.
    os.dup2(child_in, 3)
    os.dup2(child_out, 4)


browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
     f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
    preexec_fn=wire_pipe, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_chrome_read)
os.close(from_chrome_write)
buffer = b""
next_id = 0


def call(method, params=None, session=None):
    global buffer, next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_chrome_write, json.dumps(message).encode() + b"\0")
    while True:
        while b"\0" not in buffer:
            chunk = os.read(from_chrome_read, 65536)
            if not chunk:
                raise SystemExit("chromium closed the DevTools pipe")
            buffer += chunk
        raw, buffer = buffer.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == next_id:
            if "error" in reply:
                raise SystemExit(f"{method}: {reply['error']}")
            return reply["result"]


STATE = """JSON.stringify({
  version: document.getElementById('version').textContent,
  error: document.getElementById('error').textContent,
  diagnostics: [...document.querySelectorAll('#diagnostics li')].map(item => item.textContent),
  image: document.getElementById('render').getAttribute('src'),
  height: document.getElementById('render').naturalHeight
})"""


def wait_for(session, condition, what, seconds=30):
    deadline = time.time() + seconds
    state = None
    while time.time() < deadline:
        result = call("Runtime.evaluate", {"expression": STATE, "returnByValue": True}, session)
        # Before the page has loaded the expression throws and has no value.
        state = json.loads(result["result"]["value"]) if "value" in result["result"] else None
        if state is not None and condition(state):
            return state
        time.sleep(0.2)
    raise SystemExit(f"timed out waiting for {what}; last state {state}")


try:
    target = call("Target.createTarget", {"url": url})["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    loaded = wait_for(session, lambda s: s["version"] != "0" and s["height"] > 0, "the first render")
    with open(broken, "rb") as source, open(form, "wb") as destination:
        destination.write(source.read())
    failed = wait_for(session, lambda s: s["error"] != "", "the broken save's error")
    with open(fixed, "rb") as source, open(form, "wb") as destination:
        destination.write(source.read())
    updated = wait_for(session, lambda s: int(s["version"]) > int(loaded["version"]) and s["error"] == "" and s["height"] > 0, "the new render")
    print(json.dumps({"loaded": loaded, "failed": failed, "updated": updated}))
finally:
    browser.kill()
    browser.wait()

#!/usr/bin/env python3
"""Drives a `formsetter review` page in headless Chromium by keyboard only, as a person would.

Usage: drive_review.py URL ANSWERS.json [--stop-after K] [--chromium PATH]

ANSWERS: {"<record as the page names it>": {"<field id>": ANSWER, ...}, ...}, where ANSWER is
the text to type (a snippet to key), a list of option indices in the form's order (a mark to
settle; [] for none ticked), or {"unreadable": true}. The record is the print run's record name,
`line N`, or the values file's name for a single form.

For every item the page shows it types the answer (Input.insertText) or presses the option's
digit key, then Enter (Input.dispatchKeyEvent); Alt+U for unreadable. It stops when the page
says the stack is done, or after K answers with --stop-after. It prints one JSON line per
answer saved ({"record", "field", "answer"}) and exits 0; 2 when the page shows an item the
answers do not cover, 3 when the page refuses an answer (the message is printed), 4 on a
timeout. Chromium is spoken to over --remote-debugging-pipe (fds 3 and 4, NUL-separated CDP
JSON): only the standard library is needed.
"""
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Chromium:
    def __init__(self, path):
        self.profile = tempfile.mkdtemp(prefix="review-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # Out of the way of 3 and 4 first, so wiring one does not overwrite the other.
        high_read, high_write = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10), fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def wire():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        # pass_fds keeps 3 and 4 open past the closing of the others, which runs after wire().
        self.process = subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + self.profile, "--window-size=1200,800", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(high_read)
        os.close(high_write)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply.get("result", {})
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        raise TimeoutError(method)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def key(self, key, code, keycode, text=None, modifiers=0):
        down = {"type": "keyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": keycode, "nativeVirtualKeyCode": keycode, "modifiers": modifiers}
        if text is not None:
            down["text"] = text
            down["unmodifiedText"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keycode,
                                             "nativeVirtualKeyCode": keycode, "modifiers": modifiers})

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


SHOWN = """JSON.stringify({ready: document.body && document.body.dataset.ready === '1',
  done: !document.getElementById('done').hidden, record: document.getElementById('item').dataset.record,
  field: document.getElementById('item').dataset.field, kind: document.getElementById('item').dataset.kind,
  saves: Number(document.body.dataset.saves || 0), refusals: Number(document.body.dataset.refusals || 0), message: document.getElementById('message').textContent,
  keys: Object.fromEntries([...document.querySelectorAll('#options li')].map(li => [li.dataset.index, li.dataset.key]))})"""


def shown(browser, timeout=30, until=lambda s: s["ready"]):
    deadline = time.time() + timeout
    while time.time() < deadline:
        state = json.loads(browser.evaluate(SHOWN) or "{}") if browser.evaluate("document.readyState") == "complete" else None
        if state and until(state):
            return state
        time.sleep(0.05)
    raise TimeoutError("the page did not show what was awaited")


def main():
    args = sys.argv[1:]
    stop_after = None
    chromium = "/usr/bin/chromium"
    if "--stop-after" in args:
        at = args.index("--stop-after")
        stop_after = int(args[at + 1])
        del args[at:at + 2]
    if "--chromium" in args:
        at = args.index("--chromium")
        chromium = args[at + 1]
        del args[at:at + 2]
    if len(args) != 2:
        raise SystemExit(__doc__)
    url, answers = args[0], json.load(open(args[1]))
    browser = Chromium(chromium)
    status = 0
    try:
        browser.open(url)
        state = shown(browser)
        saved = 0
        while not state["done"] and (stop_after is None or saved < stop_after):
            record, field = state["record"], state["field"]
            if field not in answers.get(record, {}):
                print(f"the page asks for {record} / {field}, which the answers do not give", file=sys.stderr)
                status = 2
                break
            answer = answers[record][field]
            saves, refusals = state["saves"], state["refusals"]
            if isinstance(answer, dict) and answer.get("unreadable"):
                browser.key("u", "KeyU", 85, modifiers=1)
            else:
                if isinstance(answer, list):
                    for index in answer:
                        digit = state["keys"][str(index)]
                        browser.key(digit, "Digit" + digit, 48 + int(digit), text=digit)
                    if not answer:
                        browser.key("0", "Digit0", 48, text="0")
                else:
                    browser.send("Input.insertText", {"text": answer})
                browser.key("Enter", "Enter", 13, text="\r")
            state = shown(browser, until=lambda s: s["saves"] > saves or s["refusals"] > refusals)
            if state["saves"] == saves:
                print(f"{record} / {field}: refused: {state['message']}", file=sys.stderr)
                status = 3
                break
            saved += 1
            print(json.dumps({"record": record, "field": field, "answer": answer}, ensure_ascii=False), flush=True)
    except TimeoutError as error:
        print(f"timed out: {error}", file=sys.stderr)
        status = 4
    finally:
        browser.close()
    sys.exit(status)


if __name__ == "__main__":
    main()

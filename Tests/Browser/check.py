#!/usr/bin/env python3
"""Renders the preview and the map in headless Chromium and checks them from the DOM.

For each picture: a PNG screenshot (kept in the artifacts folder, to look at) that must not be
blank, and a copy of the page with a checking script added, whose result Chromium prints with
--dump-dom. The script asserts the number of menu items and map nodes, that no text is wider
than the box it was laid out for (`data-max-width`), and that every menu lies inside its
device and every item inside its menu. In the map: each route is one path of its own (every
door of the route, its quick action and each other trigger, has one arrow into the path's first
box, then one arrow after another, sharing no box with another route), and no box covers
another; every type and every
trigger's label and text is shown whole, and every URL pattern, activity type, Spotlight
pattern and notification of the demo's manifest (read here with plistlib) has its box; the
universal links an AASA file blocks are marked, as many as expected. In the preview: iOS's three rows each draw a glyph, "Remove App" is red (text and
glyph), and every caption is shown whole.

Usage: Tests/Browser/check.py QUICKACTION_BINARY ARTIFACTS_DIR
"""
import json
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CHECK = r"""
<pre id="qa-check"></pre>
<script>
(function () {
  const problems = [];
  const texts = Array.from(document.querySelectorAll("text.qa-text"));
  for (const t of texts) {
    const max = parseFloat(t.getAttribute("data-max-width"));
    const width = t.getComputedTextLength();
    if (width > max + 0.5) problems.push("text wider than its box: " + JSON.stringify(t.textContent) + " " + width.toFixed(1) + " > " + max);
  }
  const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
  for (const menu of document.querySelectorAll("g.qa-menu")) {
    const device = menu.closest("g.qa-device");
    const box = menu.querySelector("rect.qa-menu-background").getBoundingClientRect();
    if (device && !inside(box, device.getBoundingClientRect())) problems.push("a menu leaves its device");
    for (const item of menu.querySelectorAll("g.qa-item, g.qa-system-item")) {
      for (const t of item.querySelectorAll("text")) {
        if (!inside(t.getBoundingClientRect(), box)) problems.push("text outside its menu: " + JSON.stringify(t.textContent));
      }
    }
  }
  // The map: one path per route, no box shared between routes, types and triggers whole.
  const edges = Array.from(document.querySelectorAll("path.qa-edge"));
  const owner = {};
  const doorsOf = {};
  for (const node of document.querySelectorAll("g.qa-node[data-kind=shortcut]")) {
    const type = node.getAttribute("data-type");
    const shown = node.querySelector(node.hasAttribute("data-orphan") ? "text.qa-label" : "text.qa-detail");
    if (!shown || shown.textContent !== type) problems.push("a type is cut: " + JSON.stringify(type) + " shown as " + JSON.stringify(shown && shown.textContent));
  }
  const triggers = [];
  for (const node of document.querySelectorAll("g.qa-node[data-kind=trigger]")) {
    const label = node.getAttribute("data-label"), detail = node.getAttribute("data-detail");
    const shownLabel = node.querySelector("text.qa-label"), shownDetail = node.querySelector("text.qa-detail");
    if (!shownLabel || shownLabel.textContent !== label) problems.push("a trigger's label is cut: " + JSON.stringify(label) + " shown as " + JSON.stringify(shownLabel && shownLabel.textContent));
    if (!shownDetail || shownDetail.textContent !== detail) problems.push("a trigger is cut: " + JSON.stringify(detail) + " shown as " + JSON.stringify(shownDetail && shownDetail.textContent));
    const box = node.querySelector("rect").getBoundingClientRect();
    for (const t of [shownLabel, shownDetail]) {
      if (t && !inside(t.getBoundingClientRect(), box)) problems.push("a trigger's text leaves its box: " + JSON.stringify(t.textContent));
    }
    triggers.push({label: shownLabel ? shownLabel.textContent : "", detail: shownDetail ? shownDetail.textContent : "", blocked: node.hasAttribute("data-blocked")});
  }
  for (const node of document.querySelectorAll("g.qa-node[data-route]")) {
    const route = node.getAttribute("data-route");
    (doorsOf[route] = doorsOf[route] || []).push(node.getAttribute("data-id"));
  }
  for (const [route, doors] of Object.entries(doorsOf)) {
    const mine = edges.filter(e => e.getAttribute("data-route") === route);
    const entries = mine.filter(e => e.hasAttribute("data-entry"));
    const starts = new Set();
    for (const door of doors) {
      const out = entries.filter(e => e.getAttribute("data-from") === door);
      if (out.length !== 1) problems.push("door " + JSON.stringify(door) + " of route " + JSON.stringify(route) + " has " + out.length + " arrows, expected 1");
      for (const e of out) starts.add(e.getAttribute("data-to"));
      if (owner[door]) problems.push("door " + JSON.stringify(door) + " is drawn twice");
      owner[door] = route;
    }
    if (starts.size !== 1) { problems.push("the doors of route " + JSON.stringify(route) + " lead to " + starts.size + " boxes, expected 1"); continue; }
    if (entries.length !== doors.length) problems.push("route " + JSON.stringify(route) + " has " + entries.length + " door arrows for " + doors.length + " doors");
    const path = mine.filter(e => !e.hasAttribute("data-entry"));
    let at = Array.from(starts)[0];
    const seen = [at];
    for (;;) {
      const next = path.filter(e => e.getAttribute("data-from") === at);
      if (next.length > 1) problems.push("route " + JSON.stringify(route) + " forks at " + JSON.stringify(at));
      if (next.length === 0) break;
      at = next[0].getAttribute("data-to");
      seen.push(at);
    }
    if (seen.length - 1 !== path.length) problems.push("route " + JSON.stringify(route) + " is not one path (" + path.length + " arrows, " + (seen.length - 1) + " in a row)");
    for (const id of seen) {
      if (owner[id] && owner[id] !== route) problems.push("routes " + JSON.stringify(owner[id]) + " and " + JSON.stringify(route) + " share " + JSON.stringify(id));
      owner[id] = route;
    }
  }
  // No box of the map covers another.
  const boxes = Array.from(document.querySelectorAll("g.qa-node")).map(g => [g.getAttribute("data-id"), g.querySelector("rect").getBoundingClientRect()]);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, r] = boxes[i], [b, q] = boxes[j];
      if (r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5) problems.push("boxes " + JSON.stringify(a) + " and " + JSON.stringify(b) + " overlap");
    }
  }
  const routes = Object.keys(doorsOf).length;
  if (edges.some(e => !e.getAttribute("data-route"))) problems.push("an arrow belongs to no route");
  for (const e of edges.filter(e => e.hasAttribute("data-entry"))) {
    if (!owner[e.getAttribute("data-from")]) problems.push("an arrow leaves " + JSON.stringify(e.getAttribute("data-from")) + ", which is no door");
  }
  // The preview: iOS's own rows with glyphs, Remove App in red; captions whole.
  for (const menu of document.querySelectorAll("g.qa-menu")) {
    const rows = Array.from(menu.querySelectorAll("g.qa-system-item"));
    if (rows.length !== 3) problems.push(rows.length + " system rows in a menu, expected 3");
    for (const row of rows) {
      const glyph = row.querySelector("g.qa-system-glyph");
      const box = glyph && glyph.getBBox();
      if (!box || box.width < 8 || box.height < 8) problems.push("system row without a glyph: " + row.getAttribute("data-name"));
      const red = row.getAttribute("data-name") === "Remove App";
      const isRed = c => /^rgb\(255, (59, 48|69, 58)\)$/.test(c);
      const text = getComputedStyle(row.querySelector("text")).fill;
      const stroke = glyph ? getComputedStyle(glyph.firstElementChild).stroke : "";
      if (red !== isRed(text) || red !== isRed(stroke)) problems.push(row.getAttribute("data-name") + " is drawn in " + text + " / " + stroke);
    }
  }
  for (const caption of document.querySelectorAll("text.qa-caption")) {
    if (caption.textContent.endsWith("\u2026")) problems.push("a caption is cut: " + JSON.stringify(caption.textContent));
  }
  const svgs = Array.from(document.querySelectorAll("svg"));
  const area = svgs.reduce((sum, s) => { const r = s.getBoundingClientRect(); return sum + r.width * r.height; }, 0);
  document.getElementById("qa-check").textContent = JSON.stringify({
    items: document.querySelectorAll("g.qa-item").length,
    nodes: document.querySelectorAll("g.qa-node").length,
    routes: routes,
    triggers: triggers,
    captions: document.querySelectorAll("text.qa-caption").length,
    texts: texts.length,
    svgArea: area,
    problems: problems,
  });
})();
</script>
"""


def chromium():
    for name in ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check.py: no headless Chromium (apt-get install chromium-headless-shell)")


def run_chromium(browser, *args):
    base = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files"]
    return subprocess.run(base + list(args), capture_output=True, text=True, timeout=120)


def png_colours(path):
    """The number of distinct colours in a PNG (8-bit RGB or RGBA, as Chromium writes them)."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
            assert depth == 8 and colour in (2, 6), "unexpected PNG format"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours = set()
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upleft = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upleft)) & 0xFF
        for i in range(0, stride, channels * 7):
            colours.add(bytes(line[i:i + 3]))
        previous = line
    return len(colours)


def demo_triggers(path):
    """The text of every trigger of a manifest's routes besides shortcut types, as the map
    writes it in the trigger's box: URL patterns, activity types, Spotlight identifier patterns
    and notification categories or content identifiers."""
    with open(os.path.join(ROOT, path), "rb") as f:
        routes = plistlib.load(f).get("QuickActionRoutes", {})
    texts = []
    for route in routes.values():
        texts += route.get("urls", [])
        for activity in route.get("activities", []):
            texts.append(activity if isinstance(activity, str) else activity.get("type") or activity["spotlight"])
        for notification in route.get("notifications", []):
            texts.append("category " + notification["category"] if "category" in notification else "content " + notification["content"])
    return texts


def check(browser, artifacts, name, source, expected_items, expected_nodes, size, expected_routes=None, expected_captions=None,
          expected_triggers=None, expected_blocked=0):
    with open(source, encoding="utf-8") as f:
        text = f.read()
    if source.endswith(".svg"):
        harness = "<!DOCTYPE html><html><head><meta charset='utf-8'></head><body style='margin:0'>" + text + CHECK + "</body></html>"
    else:
        harness = text.replace("</body>", CHECK + "</body>")
    harness_path = os.path.join(artifacts, name + ".check.html")
    with open(harness_path, "w", encoding="utf-8") as f:
        f.write(harness)
    png = os.path.join(artifacts, name + ".png")
    shot = run_chromium(browser, "--window-size=" + size, "--screenshot=" + png, "file://" + os.path.abspath(source))
    if not os.path.exists(png):
        return ["no screenshot: " + shot.stderr[-500:]]
    dom = run_chromium(browser, "--window-size=" + size, "--virtual-time-budget=5000", "--dump-dom", "file://" + harness_path)
    found = re.search(r'<pre id="qa-check">(.*?)</pre>', dom.stdout, re.S)
    if not found or not found.group(1).strip():
        return ["the checking script did not run: " + dom.stderr[-500:]]
    result = json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
    problems = list(result["problems"])
    if result["items"] != expected_items:
        problems.append("%d menu items, expected %d" % (result["items"], expected_items))
    if result["nodes"] != expected_nodes:
        problems.append("%d map nodes, expected %d" % (result["nodes"], expected_nodes))
    if expected_routes is not None and result["routes"] != expected_routes:
        problems.append("%d routes drawn, expected %d" % (result["routes"], expected_routes))
    if expected_captions is not None and result["captions"] != expected_captions:
        problems.append("%d captions, expected %d" % (result["captions"], expected_captions))
    triggers = result["triggers"]
    if expected_triggers is not None:
        # Every trigger of the manifest has a box showing its text (a universal link checked
        # against an AASA may add the URL tried after it), and there is no other.
        if len(triggers) != len(expected_triggers):
            problems.append("%d trigger boxes, expected %d" % (len(triggers), len(expected_triggers)))
        for text in expected_triggers:
            if not any(t["detail"] == text or t["detail"].startswith(text + " (tried ") for t in triggers):
                problems.append("no trigger box shows %r" % text)
    blocked = [t for t in triggers if t["blocked"]]
    if len(blocked) != expected_blocked:
        problems.append("%d universal links marked blocked, expected %d" % (len(blocked), expected_blocked))
    for t in blocked:
        if not t["label"].startswith("universal link: blocked by ") and not t["label"].startswith("universal link: not covered"):
            problems.append("a blocked link does not say why: %r" % t["label"])
    if result["svgArea"] <= 0 or result["texts"] == 0:
        problems.append("the page is blank in the DOM (no SVG area or no text)")
    colours = png_colours(png)
    if colours < 8:
        problems.append("the screenshot is blank (%d colours)" % colours)
    print("  %-28s items %-3d nodes %-3d texts %-4d colours %-5d %s" % (
        name, result["items"], result["nodes"], result["texts"], colours, "ok" if not problems else "FAILED"))
    return problems


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, artifacts = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(artifacts, exist_ok=True)
    browser = chromium()
    app = "Tests/quickactionTests/Fixtures/App"

    def quickaction(*args):
        subprocess.run([binary] + list(args), cwd=ROOT, check=True, stderr=subprocess.DEVNULL)

    out = lambda name: os.path.join(artifacts, name)
    quickaction("preview", "--output", out("preview-demo.html"))
    quickaction("preview", "--appearance", "dark", "--output", out("preview-demo-dark.svg"))
    quickaction("preview", app + "/Info.plist", "--language", "all", "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.qa",
                "--device", "iPad Pro 13-inch (M4)", "--output", out("preview-app-ipad.html"))
    quickaction("map", "--output", out("map-demo.svg"))
    quickaction("map", "--aasa", "Examples/QA/apple-app-site-association", "--output", out("map-demo-aasa.svg"))
    quickaction("preview", "Examples/QA/Info.plist", "--language", "all", "--device", "iPhone SE (3rd generation)",
                "--output", out("preview-se.svg"))
    snapshots = os.path.join(ROOT, "Tests/QuickActionPicturesTests/Snapshots")
    cases = [
        # name, file, menu items (4 per menu, two pictures per language), map nodes, window,
        # routes drawn as paths, captions (two per picture in an SVG page), the triggers' texts,
        # universal links blocked
        ("preview-demo", out("preview-demo.html"), 8, 0, "1000,1900", None, 0, [], 0),
        ("preview-demo-dark", out("preview-demo-dark.svg"), 8, 0, "940,1040", None, 4, [], 0),
        ("preview-app-ipad", out("preview-app-ipad.html"), 2 * 2 * 2, 0, "1200,2600", None, 0, [], 0),
        ("preview-se", out("preview-se.svg"), 3 * 3 * 2, 0, "880,2300", None, 3 * 2 * 2, [], 0),
        ("map-demo", out("map-demo.svg"), 0, 25, "1500,950", 6, None, demo_triggers("Shortcuts.plist"), 0),
        ("map-demo-aasa", out("map-demo-aasa.svg"), 0, 25, "1500,950", 6, None, demo_triggers("Shortcuts.plist"), 1),
        ("golden-map", os.path.join(snapshots, "map.svg"), 0, 24, "1700,800", 6, None, [], 0),
        ("golden-map-doors", os.path.join(snapshots, "map-doors.svg"), 0, 18, "1550,800", 3, None, None, 1),
        ("golden-preview", os.path.join(snapshots, "preview.svg"), 8, 0, "940,1040", None, 4, [], 0),
        ("golden-preview-ipad-dark", os.path.join(snapshots, "preview-ipad-dark.html"), 8, 0, "1200,1500", None, 0, [], 0),
    ]
    failed = False
    for name, path, items, nodes, size, routes, captions, triggers, blocked in cases:
        problems = check(browser, artifacts, name, path, items, nodes, size, routes, captions, triggers, blocked)
        for problem in problems:
            print("    " + problem)
        failed = failed or bool(problems)
    print("screenshots in " + artifacts)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

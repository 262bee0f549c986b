#!/usr/bin/env bash
# The rustdoc of promote-core, as a reader sees it: builds the docs, prints the size of every policy
# page and the largest pages overall, and opens policy pages in a headless Chromium at 1400 x 900
# to check that they render and to take screenshots.
#
#   scripts/check-rustdoc.sh                    # builds, checks Jax and NumPy, screenshots in target/rustdoc-check/
#   scripts/check-rustdoc.sh NumPyMl Torch      # these policy pages
#   NO_BUILD=1 scripts/check-rustdoc.sh         # the docs already in $CARGO_TARGET_DIR/doc
#
# It fails when
#   - a policy page is larger than 1 MB (MAX_BYTES, default 1000000);
#   - on a checked page (every `<details>` opened), a table wider than the text has no scrolling
#     box around it inside the doc block (the right of the table would be cut off), or one taller
#     than the window (its horizontal scroll bar, at its bottom, out of sight: rustdoc's own boxes);
#   - Markdown shows as literal text: a line starting with `#` (a heading swallowed by an HTML
#     block) or a backtick outside code (in a `<summary>`, say).
# Screenshots (not checked, to look at): `<Policy>-top.png` (the page at its promotion table),
# `<Policy>-scrolled.png` (the same, the grid scrolled to its bottom right corner) and
# `<Policy>-families.png` (at `# Operation families`, every table unfolded).
#
# Chromium: Debian's `chromium` (installed with apt-get when missing and running as root), or the
# binary named by CHROMIUM.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$repo/target}"
doc="$target/doc/promote_core"
out="${OUT:-$target/rustdoc-check}"
max_bytes="${MAX_BYTES:-1000000}"
policies=("$@")
[ ${#policies[@]} -gt 0 ] || policies=(Jax NumPy)

if [ -z "${NO_BUILD:-}" ]; then
    echo "== cargo doc -p promote-core --no-deps --all-features"
    (cd "$repo" && cargo doc -p promote-core --no-deps --all-features)
fi
[ -d "$doc/policies" ] || { echo "no docs in $doc" >&2; exit 1; }

status=0
echo "== policy pages (bytes; limit $max_bytes)"
for page in "$doc"/policies/struct.*.html; do
    bytes=$(stat -c %s "$page")
    name=$(basename "$page" .html)
    if [ "$bytes" -gt "$max_bytes" ]; then
        printf '%10d  %s  TOO LARGE\n' "$bytes" "${name#struct.}"
        status=1
    else
        printf '%10d  %s\n' "$bytes" "${name#struct.}"
    fi
done
echo "== the largest pages of promote_core"
find "$doc" -name '*.html' -printf '%s %P\n' | sort -rn | awk 'NR <= 5 { printf "%10d  %s\n", $1, $2 }'
echo "   total: $(du -sh "$doc" | cut -f1) in $(find "$doc" -name '*.html' | wc -l) pages"

chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "== installing chromium"
        apt-get install -y chromium >/dev/null
        chromium="$(command -v chromium)"
    else
        echo "chromium not found: install it (apt-get install chromium) or set CHROMIUM" >&2
        exit 1
    fi
fi

profile="$(mktemp -d)"
scratch=()
cleanup() {
    rm -rf "$profile"
    [ ${#scratch[@]} -eq 0 ] || rm -f "${scratch[@]}"
}
trap cleanup EXIT
browse() {
    # --no-sandbox: Chromium refuses to run as root otherwise.
    "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --window-size=1400,900 "$@" 2>/dev/null
}

# Runs in the page once it is laid out, writes its findings into the DOM for --dump-dom.
probe='<script>(function () {
  var tables = 0, wide = 0, cut = [], far = [], literal = [];
  document.querySelectorAll(".docblock table").forEach(function (table) {
    tables++;
    var block = table.closest(".docblock");
    var limit = block.getBoundingClientRect().right + 1;
    if (table.getBoundingClientRect().right <= limit) return;
    wide++;
    var name = (table.querySelector("th") || table).textContent.trim();
    for (var box = table.parentElement; box !== block; box = box.parentElement) {
      var overflow = getComputedStyle(box).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && box.getBoundingClientRect().right <= limit) {
        // Its horizontal scroll bar is at its bottom: more than a window below its top, a reader
        // sees a table cut off at the right and no way to scroll it.
        if (box.getBoundingClientRect().height > window.innerHeight) far.push(name);
        return;
      }
    }
    cut.push(name);
  });
  var walk = document.createTreeWalker(document.querySelector("main") || document.body, NodeFilter.SHOW_TEXT);
  for (var node; (node = walk.nextNode());) {
    if (node.parentElement.closest("code, pre, script, style, .sidebar")) continue;
    var text = node.textContent;
    if (/(^|\n)\s*#{1,6} \S/.test(text) || text.indexOf("`") >= 0) literal.push(text.trim().slice(0, 80));
  }
  // For a screenshot at a section (headless Chromium draws a blank page when told to scroll to a
  // #fragment): drop what comes before the section in the doc block, except style sheets.
  var at = new URLSearchParams(location.search).get("at");
  var heading = at && document.getElementById(at);
  for (var node = heading && heading.parentElement.firstElementChild; node && node !== heading;) {
    var next = node.nextElementSibling;
    if (node.tagName !== "STYLE") node.remove();
    node = next;
  }
  // ?scrolled: every grid scrolled to its bottom right corner (header row and first column stay).
  if (location.search.indexOf("scrolled") >= 0)
    document.querySelectorAll(".docblock table").forEach(function (table) {
      for (var box = table.parentElement; box && box !== document.body; box = box.parentElement)
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) {
          box.scrollLeft = box.scrollWidth;
          box.scrollTop = box.scrollHeight;
          break;
        }
    });
  var pre = document.createElement("pre");
  pre.id = "rustdoc-check";
  pre.style.display = "none";
  pre.textContent = "tables=" + tables + " wide=" + wide + " cut=" + cut.length + " far=" + far.length +
    " literal=" + literal.length +
    (cut.length ? "\ncut tables (header): " + cut.join(" | ") : "") +
    (far.length ? "\nscroll bar more than a window below (header): " + far.join(" | ") : "") +
    (literal.length ? "\nliteral Markdown: " + literal.join(" | ") : "") + "\nend-check";
  document.body.appendChild(pre);
})();</script>'

mkdir -p "$out"
for policy in "${policies[@]}"; do
    page="$doc/policies/struct.$policy.html"
    [ -f "$page" ] || { echo "no page $page" >&2; status=1; continue; }
    # A copy beside the page (so its relative links resolve) with every table unfolded.
    opened="$doc/policies/check-open.$policy.html"
    scratch+=("$opened")
    sed -e 's/<details>/<details open>/g' "$page" >"$opened"
    printf '%s\n' "$probe" >>"$opened"
    echo "== $policy"
    browse --screenshot="$out/$policy-top.png" "file://$opened?at=promotion-table" >/dev/null
    browse --screenshot="$out/$policy-scrolled.png" "file://$opened?at=promotion-table&scrolled" >/dev/null
    browse --screenshot="$out/$policy-families.png" "file://$opened?at=operation-families" >/dev/null
    report="$(browse --dump-dom "file://$opened" |
        sed -n '/<pre id="rustdoc-check"/,/^end-check/{s/.*<pre id="rustdoc-check"[^>]*>//;/^end-check/d;p}' |
        sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&amp;/\&/g')"
    if [ -z "$report" ]; then
        echo "   the page did not run the check" >&2
        status=1
        continue
    fi
    echo "$report" | sed 's/^/   /'
    case "$report" in
    *"cut=0 far=0 literal=0"*) ;;
    *) status=1 ;;
    esac
    echo "   screenshots: $out/$policy-{top,scrolled,families}.png"
done
exit $status

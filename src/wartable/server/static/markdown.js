// A small Markdown reader for the rules pages: headings, paragraphs, lists, code blocks,
// tables as text, `code`, **bold**, *emphasis*. It builds DOM nodes (never innerHTML).
function inline(text) {
  const out = [];
  const re = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(document.createTextNode(text.slice(last, m.index)));
    const tok = m[0];
    let node;
    if (tok.startsWith("`")) node = document.createElement("code");
    else if (tok.startsWith("**")) node = document.createElement("strong");
    else node = document.createElement("em");
    node.textContent = tok.startsWith("**") ? tok.slice(2, -2) : tok.slice(1, -1);
    out.push(node);
    last = m.index + tok.length;
  }
  if (last < text.length) out.push(document.createTextNode(text.slice(last)));
  return out;
}

export function renderMarkdown(md) {
  const lines = md.replace(/\r\n/g, "\n").split("\n");
  const nodes = [];
  let para = [];
  let list = null;
  const flush = () => {
    if (para.length) {
      const p = document.createElement("p");
      p.append(...inline(para.join(" ")));
      nodes.push(p);
      para = [];
    }
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("```")) {
      flush();
      const pre = document.createElement("pre");
      const body = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) body.push(lines[i]);
      pre.textContent = body.join("\n");
      nodes.push(pre);
      continue;
    }
    const h = line.match(/^(#{1,6})\s+(.*)$/);
    if (h) {
      flush();
      const node = document.createElement(`h${Math.min(6, h[1].length)}`);
      node.append(...inline(h[2]));
      nodes.push(node);
      continue;
    }
    const li = line.match(/^\s*(?:[-*]|\d+\.)\s+(.*)$/);
    if (li) {
      if (para.length) flush();
      if (!list) {
        list = document.createElement(/^\s*\d/.test(line) ? "ol" : "ul");
        nodes.push(list);
      }
      const item = document.createElement("li");
      item.append(...inline(li[1]));
      list.append(item);
      continue;
    }
    if (line.startsWith("|") || line.startsWith("    ")) {
      flush();
      const pre = document.createElement("pre");
      const body = [line];
      while (i + 1 < lines.length && (lines[i + 1].startsWith("|") || lines[i + 1].startsWith("    "))) body.push(lines[++i]);
      pre.textContent = body.join("\n");
      nodes.push(pre);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    if (list && /^\s+/.test(line)) {
      list.lastChild.append(document.createTextNode(" "), ...inline(line.trim()));
      continue;
    }
    list = null;
    para.push(line.trim());
  }
  flush();
  return nodes;
}

interface TextGroup {
  list: boolean;
  lines: string[];
}

/** Paragraphs are separated by blank lines; consecutive lines starting with "- " form a bullet list. */
export function groupPlainText(text: string): TextGroup[] {
  const groups: TextGroup[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    let previous: TextGroup | undefined;
    for (const raw of block.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line) continue;
      const list = line.startsWith("- ");
      const content = list ? line.slice(2) : line;
      if (previous && previous.list === list) previous.lines.push(content);
      else {
        previous = { list, lines: [content] };
        groups.push(previous);
      }
    }
  }
  return groups;
}

/** Stored plain text as paragraphs and bullet lists; everything is rendered as text, never as HTML. */
export function PlainTextBlocks({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {groupPlainText(text).map((group, i) =>
        group.list ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
          <ul key={i} className="list-disc space-y-1 pl-5">
            {group.lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
              <li key={j}>{line}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
          <p key={i}>{group.lines.join(" ")}</p>
        ),
      )}
    </div>
  );
}

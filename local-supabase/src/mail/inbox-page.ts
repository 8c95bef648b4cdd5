// The catcher's web inbox: a list of messages and one page per message (headers, the HTML part in a
// sandboxed frame, the text part). Everything from a message is escaped.
import type { Address, StoredMessage } from './catcher.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const who = (list: Address[]) => list.map((a) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1b1f24; background: #f6f7f9; }
  header { background: #1f3a5f; color: #fff; padding: .75rem 1.5rem; }
  header a { color: #fff; }
  main { padding: 1rem 1.5rem; max-width: 72rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: start; padding: .5rem .75rem; border-bottom: 1px solid #d8dde3; vertical-align: top; }
  .unread td { font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dt { font-weight: 600; }
  iframe { width: 100%; height: 32rem; border: 1px solid #d8dde3; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 1rem; border: 1px solid #d8dde3; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><strong><a href="/">Local mail inbox</a></strong> — local-supabase catches every e-mail; nothing is delivered.</header>
<main>${body}</main></body></html>`;
}

export function renderInbox(messages: StoredMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr class="${m.Read ? '' : 'unread'}"><td>${escapeHtml(new Date(m.Created).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>
<td>${escapeHtml(who([m.From]))}</td><td>${escapeHtml(who(m.To))}</td>
<td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return page(
    `Inbox (${messages.length})`,
    `<h1>Inbox (${messages.length})</h1>${
      messages.length
        ? `<table><thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No messages yet.</p>'
    }`,
  );
}

export function renderMessagePage(m: StoredMessage): string {
  const attachments = m.Attachments.map(
    (a) =>
      `<li><a href="/api/v1/message/${encodeURIComponent(m.ID)}/part/${encodeURIComponent(a.PartID)}">${escapeHtml(a.FileName || a.PartID)}</a> (${a.Size} bytes)</li>`,
  ).join('');
  return page(
    m.Subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.Subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(who([m.From]))}</dd><dt>To</dt><dd>${escapeHtml(who(m.To))}</dd>
${m.ReplyTo.length ? `<dt>Reply-To</dt><dd>${escapeHtml(who(m.ReplyTo))}</dd>` : ''}
<dt>Date</dt><dd>${escapeHtml(m.Date)}</dd><dt>Message-ID</dt><dd>${escapeHtml(m.MessageID)}</dd></dl>
${m.HTML ? `<h2>HTML</h2><iframe title="HTML part" sandbox src="/view/${encodeURIComponent(m.ID)}/html"></iframe>` : ''}
<h2>Text</h2><pre>${escapeHtml(m.Text)}</pre>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
<p><a href="/api/v1/message/${encodeURIComponent(m.ID)}/raw">Raw message</a></p>`,
  );
}

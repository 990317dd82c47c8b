/**
 * The text of an API answer. A live stream (`text/event-stream`, GET /events) never ends by
 * itself: its answer is its first event, read and then the stream cancelled (the client leaves).
 */
export async function responseText(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text;
}

import { ServerHtml } from '#src/components/server-html.tsx';

/** A story's body as the server rendered it (NewsArticle.bodyHtml, or the editor's preview). */
export function StoryBody({ html, className }: { html: string; className?: string }) {
  return <ServerHtml html={html} className={className} />;
}

/** /admin/news and /manage-news (spec §2): the news management screen. */
export default function ManageNewsPage() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <h1 className="text-[2rem]">Manage News</h1>
    </div>
  );
}

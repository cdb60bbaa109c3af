import type { SentenceTable } from './match.ts';

/** The server's sentences in Japanese (ADR 084): the same keys and placeholders as sentences.ts. */
export const SENTENCES_JA: SentenceTable = {
  'access.account_limited':
    'アカウントは制限されています。インク在庫と非公開コレクションは引き続き管理できますが、他の人に見える投稿はできません。プロフィールページから 1 回だけ異議を申し立てられます。',
  'access.account_limited_reason':
    'アカウントは制限されています。インク在庫と非公開コレクションは引き続き管理できますが、他の人に見える投稿はできません。モデレーターによる理由は「{reason}」です。プロフィールページから 1 回だけ異議を申し立てられます。',
  'access.account_suspended':
    'アカウントは停止されています。閲覧はできますが、変更は一切できません。プロフィールページから 1 回だけ異議を申し立てられます。',
  'access.account_suspended_reason':
    'アカウントは停止されています。閲覧はできますが、変更は一切できません。モデレーターによる理由は「{reason}」です。プロフィールページから 1 回だけ異議を申し立てられます。',
  'access.forbidden': 'この操作を行う権限がありません。',
  'access.sign_in_first': '先にログインしてください。',
  'access.staff_mfa_off':
    'スタッフの操作には 2 段階認証が必要です。プロフィールでオンにしてから、もう一度お試しください。',
  'access.staff_mfa_session':
    'スタッフの操作には、2 段階認証のコードでログインしたセッションが必要です。一度ログアウトし、コードを使ってログインし直してから、もう一度お試しください。',
  'access.token_not_allowed':
    'この操作はアクセストークンでは実行できません。ウェブサイトにログインして行ってください。',
  'access.token_read_only':
    'このアクセストークンは読み取り専用です。変更を行うには、プロフィールページで読み書きできるトークンを作成してください。',

  'auth.account_gone': 'このアカウントはもう存在しません。',
  'auth.avatar_too_large': '5MB 未満の画像を選んでください。',
  'auth.bio_too_long': '自己紹介は 500 文字以内にしてください。',
  'auth.current_password_wrong': '現在のパスワードが正しくありません。',
  'auth.display_name_too_long': '表示名は 60 文字以内にしてください。',
  'auth.email_already_verified': 'メールアドレスはすでに確認済みです。',
  'auth.email_invalid': '有効なメールアドレスを入力してください（例：name@example.com）。',
  'auth.email_too_long': 'メールアドレスが長すぎます。',
  'auth.first_name_too_long': '名は 60 文字以内にしてください。',
  'auth.invalid_login':
    'メールアドレス、ユーザー名、またはパスワードが正しくありません。確認して、もう一度お試しください。',
  'auth.last_name_too_long': '姓は 60 文字以内にしてください。',
  'auth.locale_choice': '言語は en、ja、de のいずれかを選んでください。',
  'auth.login_required': 'メールアドレスまたはユーザー名を入力してください。',
  'auth.not_signed_in': 'ログインしていません。',
  'auth.oidc_provider_id': 'provider にはプロバイダー id（a-z、0-9、_ のみ）を指定してください',
  'auth.password_required': 'パスワードを入力してください。',
  'auth.password_too_long': '200 文字以内で入力してください。',
  'auth.password_too_short': '10 文字以上で入力してください。',
  'auth.password_wrong': 'パスワードが正しくありません。',
  'auth.reset_link_invalid':
    'この再設定リンクは無効です。使用済みか、有効期限が切れています。新しいリンクをリクエストしてください。',
  'auth.show_ink_colors_boolean':
    'インクの色を表示するかどうかを true または false で指定してください。',
  'auth.signup_accepted':
    'メールを確認してください。お送りしたリンクを開くと登録が完了し、ログインします。',
  'auth.token_expired':
    'このアクセストークンは {date} に有効期限が切れました。プロフィールページで新しいトークンを作成してください。',
  'auth.token_invalid':
    'このアクセストークンは無効です。無効化された可能性があります。プロフィールページで新しいトークンを作成してください。',
  'auth.token_malformed':
    'このアクセストークンの形式が正しくありません。Authorization: Bearer に続けて、ink_ で始まるトークン全体を送信してください。',
  'auth.token_many_headers':
    'このリクエストには Authorization ヘッダーが複数あります。Authorization: Bearer に続けてトークンを付けたヘッダーを 1 つだけ送信してください。',
  'auth.totp_code_required': '6 桁のコードを入力してください。',
  'auth.username_characters':
    'ユーザー名には英字、数字、ドット、ハイフン、アンダースコアのみ使用できます。',
  'auth.username_taken': 'このユーザー名はすでに使われています。別のユーザー名をお試しください。',
  'auth.username_too_long': 'ユーザー名は 30 文字以内にしてください。',
  'auth.username_too_short': 'ユーザー名は 3 文字以上にしてください。',
  'auth.verification_link_invalid':
    'この確認リンクは無効です。使用済みか、有効期限が切れています。ログインして、新しいリンクをリクエストしてください。',

  'browse.near_sort':
    '色による検索（near）では、近いインクから順に表示されます。sort を指定しないか、relevance を指定してください。',
  'browse.near_sort_field':
    'near を使うときは、sort=relevance を指定するか、sort を指定しないでください。',
  'browse.near_with_search':
    '色による検索（near）とテキストによる検索（search）は併用できません。どちらか一方を使ってください。',
  'browse.near_without_search': 'near は search を指定せずに使ってください。',

  'catalogue.pick_color_hex': '色を #rrggbb の形式で指定してください。',
  'catalogue.pick_file_value': 'カタログファイルの値を選ぶか、保存されている値を維持してください。',
  'catalogue.review_action_choice': 'action には pick、keep、dismiss のいずれかを指定してください',
  'catalogue.review_answered': 'この質問にはすでに回答済みです。',
  'catalogue.review_dismissed': 'この質問にはすでに回答済みです（却下）。',
  'catalogue.review_dismissed_by': 'この質問にはすでに回答済みです（{staff} さんが却下）。',
  'catalogue.review_kept': 'この質問にはすでに回答済みです（維持）。',
  'catalogue.review_kept_by': 'この質問にはすでに回答済みです（{staff} さんが維持）。',
  'catalogue.review_not_found': 'この id のカタログの質問はありません。',
  'catalogue.review_picked': 'この質問にはすでに回答済みです（値を選択）。',
  'catalogue.review_picked_by': 'この質問にはすでに回答済みです（{staff} さんが値を選択）。',
  'catalogue.review_status_choice': 'status には pending または answered を指定してください',

  'collections.already_in_collection':
    'このインクはすでにそのコレクションに入っている可能性があります。',
  'collections.collections_full':
    'コレクションが 200 件あり、1 人のメンバーが持てる上限に達しています。先にいずれかを削除してください。',
  'collections.description_control_characters': '説明から制御文字を削除してください。',
  'collections.import_collections_over_limit':
    'インポートすると新しいコレクションが {newCollections} 件作成されますが、すでに {collections} 件あります。1 人のメンバーが持てるコレクションは最大 200 件です。タグからコレクションを作らずにインポートするか、先にいくつかのコレクションを削除してください。',
  'collections.import_inks_over_limit':
    'コレクション「{name}」のインクが {inks} 件になります。1 つのコレクションに入れられるインクは最大 2000 件です。',
  'collections.ink_not_in_collection': 'このインクはそのコレクションに入っていません。',
  'collections.inks_full': '1 つのコレクションに入れられるインクは最大 2000 件です。',
  'collections.name_required': 'コレクションに名前を付けてください。',
  'collections.name_too_long': 'コレクション名は 80 文字以内にしてください。',
  'collections.name_visible_characters': '名前には表示される文字のみ使用してください。',
  'collections.not_found': 'コレクションが見つかりません。',
  'collections.notes_control_characters': 'メモから制御文字を削除してください。',
  'collections.notes_too_long': 'メモは 1000 文字以内にしてください。',
  'collections.owner_only': 'コレクションを変更できるのは所有者だけです。',
  'collections.reorder_every_ink_once':
    'コレクションのすべてのインクを、新しい順番で 1 回ずつ指定してください。',
  'collections.status_choice': 'ステータスを選んでください。',

  'comments.already_commented':
    'このインクにはすでにコメントしています。下のコメントを編集できます。',
  'comments.comment_not_found': 'コメントが見つかりません。削除された可能性があります。',
  'comments.control_characters': 'コメントに制御文字は使用できません。',
  'comments.edit_not_own': '編集できるのは自分のコメントだけです。',
  'comments.empty': '投稿する前に内容を入力してください。',
  'comments.gone_cursor':
    'そのコメントはもうありません。コメントを再読み込みして、最新の内容を表示してください。',
  'comments.not_text': 'コメントはテキストで入力してください。',
  'comments.too_long': 'コメントは 1000 文字以内にしてください。',

  'console.audit_action_name': 'action には ink.edit のような名前を指定してください',
  'console.search_too_long': 'search は 200 文字以内にしてください',

  'corrections.already_accepted': 'この修正提案はすでに承認されています。',
  'corrections.already_accepted_by': 'この修正提案はすでに {reviewer} さんが承認しています。',
  'corrections.already_rejected': 'この修正提案はすでに却下されています。',
  'corrections.already_rejected_by': 'この修正提案はすでに {reviewer} さんが却下しています。',
  'corrections.already_reviewed': 'この修正提案はすでに審査済みです。',
  'corrections.already_withdrawn': 'この修正提案はすでに取り下げられています。',
  'corrections.already_withdrawn_by': 'この修正提案はすでに {member} さんが取り下げています。',
  'corrections.correction_not_found': 'この id の修正提案はありません。',
  'corrections.field_choice':
    'field には description、colorHex、color、properties、line、aliases のいずれかを指定してください。',
  'corrections.ink_deleted': 'このインクは削除されています。先に復元してください。',
  'corrections.note_control_characters': 'メモから制御文字を削除してください。',
  'corrections.note_not_text': 'メモはテキストで入力してください。',
  'corrections.note_too_long': 'メモは 500 文字以内にしてください。',
  'corrections.one_pending_aliases':
    'このインクの別名の変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.one_pending_color':
    'このインクの色系統の変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.one_pending_color_hex':
    'このインクの色の変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.one_pending_description':
    'このインクの説明の変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.one_pending_line':
    'このインクのシリーズの変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.one_pending_properties':
    'このインクの特性の変更はすでに提案済みです。スタッフが近いうちに確認します。別の提案をするには、先にその提案を取り下げてください。',
  'corrections.properties_choice':
    '特性は香り付き、シェーディング、シーン、シマー、耐水性から選んでください。',
  'corrections.reason_control_characters': '理由から制御文字を削除してください。',
  'corrections.reason_not_text': '理由はテキストで入力してください。',
  'corrections.reason_too_long': '理由は 500 文字以内にしてください。',
  'corrections.same_value':
    'インクの現在の値と同じです。値を変更するか、このフォームを閉じてください。',
  'corrections.status_choice': 'status には pending または reviewed を指定してください',
  'corrections.too_many_pending':
    '審査待ちの修正提案が {max} 件あります。スタッフがいくつか確認するまでお待ちください。',
  'corrections.withdraw_already_reviewed': 'この修正提案はすでにスタッフが審査しています。',
  'corrections.withdraw_not_own': '取り下げられるのは自分の修正提案だけです。',

  'csrf.other_site': 'このリクエストは別のサイトから送信されたため、拒否されました。',
  'csrf.token_missing':
    'このページのセキュリティトークンがないか、古くなっています。ページを再読み込みして、もう一度お試しください。',

  'days.acquired_in_future': '入手日に未来の日付は指定できません。',
  'days.after_2999': '3000 年より前の日付を指定してください。',
  'days.before_1900': '1900 年以降の日付を指定してください。',
  'days.chosen_in_future': '選んだ日付に未来の日付は指定できません。',
  'days.cleaned_in_future': '洗浄日に未来の日付は指定できません。',
  'days.date_format': '日付は 2026-11-22 のような形式で入力してください。',
  'days.day_not_real': 'その日付は存在しません。',
  'days.inked_in_future': 'インクを入れた日に未来の日付は指定できません。',
  'days.last_used_in_future': '最終使用日に未来の日付は指定できません。',
  'days.today_in_future': '今日の日付（today）に未来の日付は指定できません。',
  'days.used_in_future': '使用日に未来の日付は指定できません。',

  'gallery.already_shared':
    'このインクの画像はすでに共有しています。別の画像を共有するには、先に共有済みの画像を削除してください。',
  'gallery.caption_control_characters': 'キャプションから制御文字を削除してください。',
  'gallery.caption_not_text': 'キャプションはテキストで入力してください。',
  'gallery.caption_too_long': 'キャプションは 200 文字以内にしてください。',
  'gallery.category_choice': 'カテゴリーをスウォッチ、筆記、イラスト、その他から選んでください。',
  'gallery.certifications': '所有権と内容の適切さの両方を確認してください',
  'gallery.delete_own_only': '削除できるのは自分の画像だけです。',
  'gallery.image_required': 'アップロードする画像を選択してください。',
  'gallery.official_staff_only': '画像を公式に指定できるのは、モデレーターと管理者だけです。',
  'gallery.paper_type_control_characters': '紙の種類から制御文字を削除してください。',
  'gallery.paper_type_not_text': '紙の種類はテキストで入力してください。',
  'gallery.paper_type_too_long': '紙の種類は 30 文字以内にしてください。',
  'gallery.pen_nib_control_characters': '万年筆／ペン先から制御文字を削除してください。',
  'gallery.pen_nib_not_text': '万年筆／ペン先はテキストで入力してください。',
  'gallery.pen_nib_too_long': '万年筆／ペン先は 50 文字以内にしてください。',
  'gallery.reason_control_characters': '理由から制御文字を削除してください。',
  'gallery.reason_required': '理由を入力してください。',
  'gallery.submission_status_choice':
    'status には pending、approved、rejected のいずれかを指定してください',
  'gallery.uploader_username': 'uploader にはユーザー名を指定してください',
  'gallery.vote_own_image': '自分の画像には投票できません。',

  'images.busy': 'ただいま多くの画像を処理しています。数秒後にもう一度お試しください。',
  'images.kind': 'JPEG、PNG、WebP の画像を使ってください。',
  'images.not_data_url': '画像はデータ URL（data:image/...;base64,...）で送ってください。',
  'images.not_processed':
    'この画像を処理できませんでした。破損しているか、大きすぎる可能性があります。',
  'images.not_readable':
    'このファイルは読み込める画像ではありません。JPEG、PNG、WebP の画像を使ってください。',
  'images.too_large': '{megabytes}MB より小さい画像を選んでください。',
  'images.too_many_pixels':
    'この画像は画素数が多すぎます（最大 4,000 万画素）。小さい画像を使ってください。',

  'inks.aliases_changed_since':
    'このリビジョンの後に別名が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.aliases_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で別名が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.brand_changed_since':
    'このリビジョンの後にブランドが再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.brand_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} でブランドが再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.brand_empty': 'brand を空にすることはできません',
  'inks.brand_too_long': 'brand は 100 文字以内にしてください',
  'inks.color_changed_since':
    'このリビジョンの後に色系統が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.color_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で色系統が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.color_choice':
    'color には Black、Blue、Brown、Green、Grey/Silver、Orange、Pink、Purple、Red、Teal、Yellow/Gold、White、Other のいずれかを指定してください',
  'inks.color_hex_changed_since':
    'このリビジョンの後に色が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.color_hex_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で色が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.deleted_not_found': 'この id の削除済みインクはありません。',
  'inks.description_changed_since':
    'このリビジョンの後に説明が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.description_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で説明が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.featured_changed_since':
    'このリビジョンの後に注目の設定が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.featured_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で注目の設定が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.images_changed_since':
    'このリビジョンの後に画像が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.images_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で画像が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.line_changed_since':
    'このリビジョンの後にシリーズが再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.line_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} でシリーズが再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.name_changed_since':
    'このリビジョンの後に名前が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.name_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で名前が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.near_hex': 'near には色を # なしの 6 桁の 16 進数で指定してください（例：1f4e79）',
  'inks.not_found': 'インクが見つかりません。削除された可能性があります。',
  'inks.not_found_already_removed': 'インクが見つかりません。すでに削除された可能性があります。',
  'inks.nothing_to_revert': '差し戻す内容はありません。インクはすでにこれらの値になっています。',
  'inks.properties_changed_since':
    'このリビジョンの後に特性が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.properties_changed_since_revision':
    'このリビジョンの後、リビジョン {revision} で特性が再び変更されているため、差し戻すとその変更も取り消されます。先に後のリビジョンを差し戻すか、インクを編集してください。',
  'inks.properties_choice':
    'properties には Scented、Shading、Sheening、Shimmering、Water-Resistant の中から指定してください',
  'inks.revision_added_ink':
    'このリビジョンでインクが追加されたため、戻せる以前の状態はありません。カタログからインクを外すには、インクを削除してください。',
  'inks.revision_ink_removed': 'このリビジョンのインクは削除されています。先に復元してください。',
  'inks.revision_not_found': 'この id のリビジョンはありません。',
  'inks.revision_reverted_already':
    'このリビジョンはすでに差し戻されています（リビジョン {revision}）。値を元に戻すには、そのリビジョンを差し戻してください。',
  'inks.search_too_long': 'search は 200 文字以内にしてください',
  'inks.sort_choice':
    'sort には relevance、name、newest、owned、photographed、rating、hue のいずれかを指定してください',
  'inks.vision_choice':
    'vision には none、protanopia、deuteranopia、tritanopia のいずれかを指定してください',

  'inventory.already_bottle':
    'このインクはすでにボトルとしてインク在庫にあります。その項目を変更するか、別の種類（ボトル、サンプル、カートリッジ、スワブ）として追加してください。',
  'inventory.already_cartridge':
    'このインクはすでにカートリッジとしてインク在庫にあります。その項目を変更するか、別の種類（ボトル、サンプル、カートリッジ、スワブ）として追加してください。',
  'inventory.already_sample':
    'このインクはすでにサンプルとしてインク在庫にあります。その項目を変更するか、別の種類（ボトル、サンプル、カートリッジ、スワブ）として追加してください。',
  'inventory.already_swab':
    'このインクはすでにスワブとしてインク在庫にあります。その項目を変更するか、別の種類（ボトル、サンプル、カートリッジ、スワブ）として追加してください。',
  'inventory.changed_elsewhere':
    'この項目は、前回表示したあとに別の場所で変更されています。もう一度読み込んでから、残す内容を選んでください。',
  'inventory.kind_choice': '種類をボトル、サンプル、カートリッジ、スワブから選んでください。',
  'inventory.no_bottle': 'インク在庫にこのインクのボトルはありません。',
  'inventory.no_cartridge': 'インク在庫にこのインクのカートリッジはありません。',
  'inventory.no_entry': 'このインクはインク在庫にありません。',
  'inventory.no_sample': 'インク在庫にこのインクのサンプルはありません。',
  'inventory.no_swab': 'インク在庫にこのインクのスワブはありません。',
  'inventory.rating_range': '評価は 1〜5 の整数で指定してください。',
  'inventory.sort_choice': 'sort には added、name、brand、hue、rating のいずれかを指定してください',
  'inventory.status_choice':
    'ステータスを所有、試用、試したい、ウィッシュリストから選んでください。',
  'inventory.status_query_choice':
    'status には owned、tried、want_to_try、wishlist のいずれかを指定してください',
  'inventory.swabbed_boolean': 'swabbed には true または false を指定してください。',

  'limits.preview_images_busy':
    '現在、多くのプレビュー画像を作成しています。数秒後にもう一度お試しください。',
  'limits.rate_limited': '試行回数が多すぎます。{seconds} 秒待ってから、もう一度お試しください。',
  'limits.rate_limited_one_second':
    '試行回数が多すぎます。1 秒待ってから、もう一度お試しください。',
  'limits.shared_limits_unreachable':
    'ログインと投稿を一時的に停止しています（共有の回数制限に接続できません）。1 分ほどしてから、もう一度お試しください。',

  'members.already_asked':
    'このメンバーにはすでにこのインクをリクエストしています。返答を待つか、リクエストを取り下げてください。',
  'members.answer_choice': 'answer には accept、decline、withdraw のいずれかを指定してください',
  'members.block_self': '自分自身をブロックすることはできません。',
  'members.blocked': 'この操作はできません：どちらかが相手をブロックしています。',
  'members.box_choice': 'box には received または sent を指定してください',
  'members.closed_for_messages': 'このリクエストは終了しています：これ以上メッセージは書けません。',
  'members.empty_message': 'メッセージを入力してください（500 文字以内）。',
  'members.message_control_characters': 'メッセージから制御文字を削除してください。',
  'members.message_not_found': 'メッセージが見つかりません。削除された可能性があります。',
  'members.message_not_text': 'メッセージはテキストで入力してください。',
  'members.message_too_long': 'メッセージは 500 文字以内にしてください。',
  'members.no_offer': 'そのメンバーはこのインクのサンプルを提供していません。',
  'members.not_yours':
    '承認または辞退できるのはリクエストを受けたメンバーだけで、取り下げられるのはリクエストしたメンバーだけです。',
  'members.note_control_characters': 'メモから制御文字を削除してください。',
  'members.note_not_text': 'メモはテキストで入力してください。',
  'members.note_too_long': 'メモは 300 文字以内にしてください。',
  'members.offer_not_owned':
    'サンプルを提供できるのは、所有しているインクだけです。先にインク在庫に「所有」として追加してください。',
  'members.own_request': '自分自身にサンプルをリクエストすることはできません。',
  'members.request_closed': 'このリクエストはすでに返答済みか、取り下げられています。',
  'members.request_not_found': 'そのサンプルリクエストは見つかりませんでした。',
  'members.requester_gone':
    'リクエストしたメンバーは Inklore を退会しているため、このリクエストは承認できません。',
  'members.too_many_blocks':
    'すでに {max} 人のメンバーをブロックしており、これ以上はブロックできません。',
  'members.too_many_messages': 'このリクエストのメッセージは上限の {max} 件に達しています。',
  'members.too_many_offers':
    'すでに {max} 種類のインクのサンプルを提供しており、これが上限です。先にいずれかの提供を停止してください。',
  'members.too_many_pending':
    '返答待ちのリクエストが {max} 件あります。新たにリクエストする前に、いずれかを取り下げるか、返答をお待ちください。',
  'members.user_not_found': 'そのメンバーは見つかりませんでした。',
  'members.username_required': 'username は必須です',

  'messages.own_discovery_review': '自分の発見は、別のモデレーターが審査します。',

  'news.brand_empty': 'ブランドが空です。指定しないか、カタログにあるブランドを指定してください。',
  'news.brand_invalid': '無効なブランドです。カタログにそのブランドのインクはありません。',
  'news.brand_not_text': 'ブランドはテキストで入力してください。',
  'news.cover_image_data_url': 'カバー画像はデータ URL として送信してください。',
  'news.excerpt_control_characters': '抜粋から制御文字を削除してください。',
  'news.excerpt_not_text': '抜粋はテキストで入力してください。',
  'news.excerpt_required': '抜粋は必須です。',
  'news.excerpt_too_long': '抜粋は最大 400 文字です。',
  'news.featured_choice': 'featured には true または false を指定してください',
  'news.status_choice': 'status には all、draft、published のいずれかを指定してください',
  'news.story_control_characters': '記事の本文から制御文字を削除してください。',
  'news.story_not_found': 'ニュース記事が見つかりません。削除された可能性があります。',
  'news.story_not_text': '記事の本文はテキストで入力してください。',
  'news.story_required': '記事の本文は必須です。',
  'news.story_too_long': '記事の本文は最大 40000 文字です。',
  'news.title_control_characters': 'タイトルから制御文字を削除してください。',
  'news.title_not_text': 'タイトルはテキストで入力してください。',
  'news.title_one_line': 'タイトルは 1 行です。改行を削除してください。',
  'news.title_required': 'タイトルは必須です。',
  'news.title_too_long': 'タイトルは最大 160 文字です。',

  'oidc.provider_not_found': 'この id のログインプロバイダーはありません。',

  'palette.not_public': 'このメンバーは所有インクを公開していません。',

  'params.at_most_50_values': '値は最大 50 個までです',
  'params.before_max_id': 'before は 2147483647 以下にしてください',
  'params.before_min': 'before は 1 以上にしてください',
  'params.before_whole': 'before は整数で指定してください',
  'params.collection_id_max_id': 'collectionId は 2147483647 以下にしてください',
  'params.collection_id_min': 'collectionId は 1 以上にしてください',
  'params.collection_id_whole': 'collectionId は整数で指定してください',
  'params.id_max_id': 'id は 2147483647 以下にしてください',
  'params.id_min': 'id は 1 以上にしてください',
  'params.id_whole': 'id は整数で指定してください',
  'params.ids_max_id': 'ids は 2147483647 以下にしてください',
  'params.ids_min': 'ids は 1 以上にしてください',
  'params.ids_whole': 'ids は整数で指定してください',
  'params.ink_id_max_id': 'inkId は 2147483647 以下にしてください',
  'params.ink_id_min': 'inkId は 1 以上にしてください',
  'params.ink_id_whole': 'inkId は整数で指定してください',
  'params.ink_ids_max_id': 'inkIds は 2147483647 以下にしてください',
  'params.ink_ids_min': 'inkIds は 1 以上にしてください',
  'params.ink_ids_whole': 'inkIds は整数で指定してください',
  'params.inking_id_max_id': 'inkingId は 2147483647 以下にしてください',
  'params.inking_id_min': 'inkingId は 1 以上にしてください',
  'params.inking_id_whole': 'inkingId は整数で指定してください',
  'params.limit_max_100': 'limit は 100 以下にしてください',
  'params.limit_max_50': 'limit は 50 以下にしてください',
  'params.limit_min': 'limit は 1 以上にしてください',
  'params.limit_whole': 'limit は整数で指定してください',
  'params.page_max': 'page は 100000 以下にしてください',
  'params.page_max_id': 'page は 2147483647 以下にしてください',
  'params.page_min': 'page は 1 以上にしてください。',
  'params.page_whole': 'page は整数で指定してください。',
  'params.pen_id_max_id': 'penId は 2147483647 以下にしてください。',
  'params.pen_id_min': 'penId は 1 以上にしてください。',
  'params.pen_id_whole': 'penId は整数で指定してください。',
  'params.request_id_max_id': 'requestId は 2147483647 以下にしてください。',
  'params.request_id_min': 'requestId は 1 以上にしてください。',
  'params.request_id_whole': 'requestId は整数で指定してください。',
  'params.target_id_max_id': 'targetId は 2147483647 以下にしてください。',
  'params.target_id_min': 'targetId は 1 以上にしてください。',
  'params.target_id_whole': 'targetId は整数で指定してください。',
  'params.target_user_id_max_id': 'targetUserId は 2147483647 以下にしてください。',
  'params.target_user_id_min': 'targetUserId は 1 以上にしてください。',
  'params.target_user_id_whole': 'targetUserId は整数で指定してください。',
  'params.use_id_max_id': 'useId は 2147483647 以下にしてください。',
  'params.use_id_min': 'useId は 1 以上にしてください。',
  'params.use_id_whole': 'useId は整数で指定してください。',
  'params.user_id_max_id': 'userId は 2147483647 以下にしてください。',
  'params.user_id_min': 'userId は 1 以上にしてください。',
  'params.user_id_whole': 'userId は整数で指定してください。',

  'pens.add_as_choice': 'ボトルまたはサンプルとして追加してください。',
  'pens.after_cleaned': 'その日は、この万年筆を洗浄した日より後です。',
  'pens.already_cleaned': 'この組み合わせはすでに洗浄済みです。',
  'pens.already_inked':
    'この万年筆にはすでにインクが入っています。先に洗浄してから、もう一度インクを入れてください。',
  'pens.already_marked': 'その日は、この万年筆とインクですでに記録されています。',
  'pens.archive_inked':
    'この万年筆にはインクが入っています。先に洗浄してから、アーカイブしてください。',
  'pens.archived': 'この万年筆はアーカイブされています。先にアーカイブから戻してください。',
  'pens.archived_boolean': 'archived には true または false を指定してください。',
  'pens.before_inked': 'その日は、この万年筆にインクを入れた日より前です。',
  'pens.brand_required': '万年筆のブランド（またはメーカー名）を入力してください。',
  'pens.brand_too_long': 'ブランドは 80 文字以内にしてください。',
  'pens.brand_visible_characters': 'ブランドには表示される文字のみ使用してください。',
  'pens.calendar_range':
    '一度に指定できる期間は最大 366 日です。開始日と、それより後の終了日を指定してください。',
  'pens.clean_soon_days': '1〜365 日の範囲で選んでください。',
  'pens.clean_soon_mail_boolean': 'cleanSoonMail には true または false を指定してください。',
  'pens.cleaned': 'この組み合わせは洗浄済みのため、これ以上補充できません。',
  'pens.cleaned_before_inked': '洗浄日は、インクを入れた日より前にはできません。',
  'pens.cleaned_before_refill': '洗浄日は、最後に補充した日より前にはできません。',
  'pens.cleaned_before_use':
    'この万年筆は {day} に使った記録があります。その日かそれ以降の日を選んでください。',
  'pens.colour_control_characters': '色から制御文字を削除してください。',
  'pens.colour_too_long': '色は 60 文字以内にしてください。',
  'pens.days_outside':
    'この組み合わせの日記のうち {count} 日分が、この期間から外れます。先にそれらの日を変更または削除してください。',
  'pens.filling_system_control_characters': '吸入方式から制御文字を削除してください。',
  'pens.filling_system_too_long': '吸入方式は 40 文字以内にしてください。',
  'pens.grind_control_characters': '研ぎから制御文字を削除してください。',
  'pens.grind_too_long': '研ぎは 40 文字以内にしてください。',
  'pens.ink_not_in_catalogue': 'そのインクは、もうカタログにありません。',
  'pens.inking_not_found': 'その組み合わせは見つかりませんでした。',
  'pens.is_public_boolean': 'isPublic には true または false を指定してください。',
  'pens.kind_choice': '種類を「万年筆」「つけペン」「筆」から選んでください。',
  'pens.kind_inked':
    'この万年筆にはインクが入っています。先に洗浄してから、つけペンに変更してください。',
  'pens.material_control_characters': '素材から制御文字を削除してください。',
  'pens.material_too_long': '素材は 60 文字以内にしてください。',
  'pens.member_not_found': 'このユーザー名のメンバーはいません。',
  'pens.model_control_characters': 'モデルから制御文字を削除してください。',
  'pens.model_too_long': 'モデルは 120 文字以内にしてください。',
  'pens.nib_size_control_characters': '字幅から制御文字を削除してください。',
  'pens.nib_size_too_long': '字幅は 40 文字以内にしてください。',
  'pens.no_pairing_for_day':
    'その日に該当する、この万年筆とインクの組み合わせがありません。先にインク使用中のファイルをインポートしてください。',
  'pens.not_direct': '先にこの万年筆にインクを入れてから、使った日を記録してください。',
  'pens.not_found': 'その万年筆は見つかりませんでした。',
  'pens.not_inkable':
    'つけペンにはインクを入れられません。代わりに、使った日ごとにインクを指定して記録してください。',
  'pens.note_control_characters': 'メモから制御文字を削除してください。',
  'pens.notes_control_characters': 'メモから制御文字を削除してください。',
  'pens.notes_too_long': 'メモは 2000 文字以内にしてください。',
  'pens.one_day_outside':
    'この組み合わせの日記のうち 1 日分が、この期間から外れます。先にその日を変更または削除してください。',
  'pens.overlaps':
    'この万年筆には、その期間に別のインクが入っていました。1 本の万年筆に一度に入れられるインクは 1 つだけです。',
  'pens.shared_boolean': 'shared には true または false を指定してください。',
  'pens.too_many':
    '登録できる万年筆は最大 500 本です。アーカイブしても削除にはなりません。先に不要な万年筆を一覧から削除してください。',
  'pens.too_many_inkings': '記録できる組み合わせは最大 20000 件です。',
  'pens.too_many_uses': '日記に記録できるのは最大 200000 日分です。',
  'pens.use_not_found': 'その日は日記に見つかりませんでした。',
  'pens.year_format': '年は 2026 のように 4 桁で入力してください。',
  'pens.year_range': '1900 年以降の年を選んでください。',

  'profile_images.already_pending':
    'このインクには、審査待ちのプロフィール画像がすでにあります。モデレーターが確認するまでお待ちください。',
  'profile_images.already_reviewed': 'この投稿はすでに審査済みです。',
  'profile_images.own_image_review': '自分の画像は、別のモデレーターが審査します。',
  'profile_images.reviewers_only':
    'プロフィール画像を審査できるのは、モデレーターと管理者だけです。',
  'profile_images.submission_not_found': 'プロフィール画像の投稿が見つかりません。',

  'property_votes.dry_time_choice': 'dryTime には fast、average、slow のいずれかを指定してください',
  'property_votes.flow_choice': 'flow には dry、balanced、wet のいずれかを指定してください',
  'property_votes.own_or_tried_first':
    '特性に投票できるのは、所有しているか試用したインクだけです。先にインク在庫で「所有」または「試用」にしてください。',
  'property_votes.vote_on_one': '少なくとも 1 つの特性に投票してください。',

  'reports.action_choice': 'action には dismiss または remove_content を指定してください',
  'reports.already_open': 'この報告はすでに未対応の状態です。',
  'reports.already_reported': 'これはすでに報告済みです。モデレーターが確認します。',
  'reports.already_resolved': 'この報告はすでに解決済みです。',
  'reports.community_image_not_found':
    'コミュニティ画像が見つかりません。削除された可能性があります。',
  'reports.description_too_long': '説明は 1000 文字以内にしてください。',
  'reports.message_report_not_found': 'この id のメッセージの報告はありません。',
  'reports.own_content': '自分のコンテンツは報告できません。',
  'reports.reason_choice': '報告の理由を選んでください。',
  'reports.reopen_content_removed':
    '再開できるのは、却下された報告だけです。この報告ではコンテンツが削除されています。',
  'reports.reopen_newer_report':
    'この報告は再開できません。報告者が同じコンテンツについて、より新しい未対応の報告をしています。',
  'reports.report_not_found': 'この id の報告はありません。',
  'reports.status_choice': 'status には open または resolved を指定してください',
  'reports.type_choice':
    'reportType には ink_profile、community_image、comment、sample_message のいずれかを指定してください。',

  'request.address_not_valid': 'このアドレスは無効です。リンクを確認して、もう一度お試しください。',
  'request.address_too_long':
    'このアドレスは長すぎます。リンクを確認して、もう一度お試しください。',
  'request.body_empty': 'content-type が application/json のとき、本文を空にはできません。',
  'request.body_not_json':
    'content-type が application/json ですが、本文が正しい JSON ではありません。',
  'request.control_characters': 'このテキストから制御文字を削除してください。',
  'request.foreign_host':
    'このサーバーは自身のアドレスにのみ応答します。パスだけを送るか、このサイトの完全なアドレスを送ってください。',
  'request.internal_error':
    'サーバー側で問題が発生しました。もう一度お試しください。問題が続く場合は、リクエスト ID を添えてお問い合わせください。',
  'request.invalid_field': '{field} が正しくありません：{problem}',
  'request.invalid_field_control_characters':
    '{field} が正しくありません：このテキストから制御文字を削除してください。',
  'request.invalid_field_is_invalid': '{field} が正しくありません：無効な値です',
  'request.invalid_unknown_parameter':
    '{param} が正しくありません：{param} は不明なパラメーターです',
  'request.is_invalid': '無効な値です',
  'request.json_only':
    'リクエスト本文は JSON で送信してください（content-type: application/json）。',
  'request.not_valid': 'リクエストが正しくありません。',
  'request.reference_file_not_found': 'API リファレンスにそのファイルはありません。',
  'request.too_large':
    'リクエストが大きすぎます。もっと小さい画像を選ぶか、テキストを減らしてください。',
  'request.unknown_address': 'ページが見つかりません。{method} {path} というアドレスはありません。',
  'request.unknown_parameter': '{param} は不明なパラメーターです',

  'search.alias_is_brand': 'それはブランド名そのものです。',
  'search.alias_is_brand_already': 'カタログのブランド名はすでにその表記です。',
  'search.alias_needs_letter_or_digit': '別名には文字か数字を含めてください。',
  'search.alias_use_letter_or_digit': '文字か数字を使ってください。',
  'search.aliases_too_many': '別名は最大 20 個です。',
  'search.another_name_empty': '別名を空にすることはできません。',
  'search.another_name_not_text': '別名はテキストで指定してください。',
  'search.another_name_too_long': '別名は 100 文字以内にしてください。',
  'search.another_name_visible_characters': '別名には表示される文字のみ使用してください。',
  'search.brand_alias_not_found':
    'この id のブランドの別名はありません。すでに削除された可能性があります。',
  'search.brand_alias_removed_meanwhile': 'そのブランドの別名は、操作中に削除されました。',
  'search.brand_alias_taken':
    '「{alias}」はすでに {brand} の別名です。先にそちらから削除してください。',
  'search.brand_unknown': 'カタログにこのブランドのインクはありません。綴りを確認してください。',
  'search.brand_unknown_field': 'カタログにこのブランドのインクはありません。',
  'search.ink_aliases_full':
    'このインクにはすでに上限の 20 個の別名があります。先にインクの編集画面で 1 つ削除してください。',
  'search.other_name_empty': '別名を空にすることはできません。',
  'search.other_name_not_text': '別名はテキストで指定してください。',
  'search.other_name_too_long': '別名は 100 文字以内にしてください。',
  'search.other_name_visible_characters': '別名には表示される文字のみ使用してください。',
  'search.suggestion_accepted': 'この提案はすでに承認されています。',
  'search.suggestion_accepted_by': 'この提案はすでに {reviewer} さんが承認しています。',
  'search.suggestion_decided': 'この提案はすでに処理されています。',
  'search.suggestion_ink_deleted': 'インクが削除されました。代わりに提案を却下してください。',
  'search.suggestion_not_found':
    'この id の提案はありません。インクと一緒に削除された可能性があります。',
  'search.suggestion_rejected': 'この提案はすでに却下されています。',
  'search.suggestion_rejected_by': 'この提案はすでに {reviewer} さんが却下しています。',
  'search.suggestion_status_choice':
    'status には pending、accepted、rejected のいずれかを指定してください',

  'seo.ink_not_found': 'この id のインクはありません。',
  'seo.sitemap_not_found': 'この番号のサイトマップはありません。',
  'seo.story_not_found': 'この id の記事はありません。',

  'social.bad_unsubscribe_link':
    'この配信停止リンクは無効です。代わりに、通知設定でダイジェストメールをオフにしてください。',
  'social.brand_not_found': 'カタログにそのブランドのインクはありません。',
  'social.brand_required': 'brand は必須です',
  'social.brand_too_long': 'brand が長すぎます',
  'social.digest_choice': 'digest には off、daily、weekly のいずれかを指定してください',
  'social.follow_self': '自分自身をフォローすることはできません。',
  'social.ids_too_many': 'ids は最大 100 個です',
  'social.notification_kind_unknown': '不明な通知の種類です',
  'social.token_required': 'token は必須です',
  'social.token_too_long': 'token が長すぎます',
  'social.too_many_brands':
    'フォローできるブランドは最大 {max} 件で、すでに上限に達しています。先にいずれかのフォローを解除してください。',
  'social.too_many_follows':
    'フォローできるメンバーは最大 {max} 人で、すでに上限に達しています。先にいずれかのフォローを解除してください。',
  'social.unsubscribed':
    '今後、ダイジェストメールは届きません。通知設定からいつでも再びオンにできます。',

  'submissions.brand_required': 'ブランドは必須です。',
  'submissions.brand_too_long': 'ブランドは 100 文字以内にしてください。',
  'submissions.brand_visible_characters': 'ブランドには表示される文字のみ使用してください。',
  'submissions.color_family_choice': '色系統を選んでください。',
  'submissions.color_hex_format': '色は #rrggbb 形式で入力してください。',
  'submissions.description_control_characters': '説明から制御文字を削除してください。',
  'submissions.description_not_text': '説明はテキストで入力してください。',
  'submissions.description_too_long': '説明は 5000 文字以内にしてください。',
  'submissions.featured_boolean': 'featured には true または false を指定してください。',
  'submissions.image_address':
    '画像には、当サイトにアップロードしたもの（/media/...）か https:// のアドレスを指定してください。',
  'submissions.images_too_many': '画像は最大 20 枚です。',
  'submissions.line_too_long': 'シリーズは 200 文字以内にしてください。',
  'submissions.line_visible_characters': 'シリーズには表示される文字のみ使用してください。',
  'submissions.maybe_duplicate':
    'このインクはすでにカタログにあるかもしれません（{inks}）。確認のうえ、別のインクであれば confirmDuplicate を付けて再度送信してください。',
  'submissions.name_required': '名前は必須です。',
  'submissions.name_too_long': '名前は 120 文字以内にしてください。',
  'submissions.name_visible_characters': '名前には表示される文字のみ使用してください。',
  'submissions.not_found': '投稿が見つかりません。',
  'submissions.review_staff_only': '投稿を審査できるのは、モデレーターと管理者だけです。',

  'text.visible_characters':
    '表示される文字のみ使用してください。改行、不可視文字、文字の方向を変える文字は使えません。',

  'tokens.expiry_choice':
    'トークンの有効期間を選んでください：7 日、30 日、90 日、365 日、または無期限。',
  'tokens.name_required': 'トークンに名前を付けてください（使用するツール名など）。',
  'tokens.name_too_long': 'トークン名は 60 文字以内にしてください。',
  'tokens.not_found': 'アクセストークンが見つかりません。すでに無効にされている可能性があります。',
  'tokens.scope_choice': 'トークンの権限を選んでください：読み取り、または読み書き。',
  'tokens.tokens_full':
    'アクセストークンはすでに 20 個あり、1 人のメンバーが持てる上限に達しています。使っていないトークンを無効にしてから、新しいトークンを作成してください。',

  'totp.already_on': '2 段階認証はすでにオンです。',
  'totp.already_on_setup': '2 段階認証はすでにオンです。設定し直すには、先にオフにしてください。',
  'totp.changed_meanwhile':
    '2 段階認証の設定が途中で変更されました。ページを再読み込みして、最初からやり直してください。',
  'totp.code_used':
    'このコードはすでに使用されています。アプリに次のコードが表示されるまでお待ちください。',
  'totp.code_used_tries_left_one':
    'このコードはすでに使用されています。アプリに次のコードが表示されるまでお待ちください。残り 1 回です。',
  'totp.code_used_tries_left_other':
    'このコードはすでに使用されています。アプリに次のコードが表示されるまでお待ちください。残り {left} 回です。',
  'totp.last_try':
    'コードが正しくありません。これが最後の試行でした。もう一度ログインしてください。',
  'totp.not_on': '2 段階認証はオンになっていません。',
  'totp.setup_not_started':
    '先に設定を開始してください。コードの入力を待っている 2 段階認証のシークレットがありません。',
  'totp.sign_in_expired': 'ログインの有効期限が切れました。もう一度ログインしてください。',
  'totp.wrong_code':
    'コードが正しくありません。認証アプリに表示されている現在のコードか、リカバリーコードのいずれかを入力してください。',
  'totp.wrong_code_tries_left_one':
    'コードが正しくありません。認証アプリに表示されている現在のコードか、リカバリーコードのいずれかを入力してください。残り 1 回です。',
  'totp.wrong_code_tries_left_other':
    'コードが正しくありません。認証アプリに表示されている現在のコードか、リカバリーコードのいずれかを入力してください。残り {left} 回です。',
  'totp.wrong_setup_code':
    'コードが正しくありません。認証アプリに表示されている現在の 6 桁のコードを入力し、スマートフォンの時刻が正しいか確認してください。',

  'transfer.acquired_date_format': 'acquiredDate は YYYY-MM-DD 形式で指定してください',
  'transfer.choose_ink': 'インポートするインクを 1 つ以上選んでください。',
  'transfer.choose_row': '1 行以上選んでください。',
  'transfer.csv_not_text': 'CSV ファイルはテキストとして送信してください。',
  'transfer.file_empty': 'ファイルが空です。',
  'transfer.file_not_text':
    'このファイルはテキストではありません。Fountain Pen Companion のエクスポートではないようです。Brand 列と Name 列を含むヘッダー行が必要です。Fountain Pen Companion からコレクションを CSV でエクスポートし、そのファイルを選んでください。',
  'transfer.file_too_large':
    'ファイルが 3 MB を超えています。小さなファイルに分割して、1 つずつインポートしてください。',
  'transfer.file_unreadable':
    '{row} 行目より後を読み取れませんでした：{error}。Fountain Pen Companion からもう一度エクスポートしてください。',
  'transfer.import_running':
    '前回のインポートをまだ読み込み中または書き込み中です。完了するまで待ってから、もう一度お試しください。',
  'transfer.import_too_large':
    'このインポートは 4 MB を超えています。ファイルを小さく分けてインポートしてください。',
  'transfer.ink_once_per_kind':
    '各インクは、種類（ボトル、サンプル、カートリッジ、スワブ）ごとに 1 回だけインポートできます。',
  'transfer.inks_gone':
    '選んだインクのうち、カタログに（もう）ないものがあります：{ids}。ファイルをもう一度プレビューしてください。',
  'transfer.inks_too_many':
    '1 回のインポートで扱えるインクは最大 5,000 件です。ファイルを小さく分けてインポートしてください。',
  'transfer.kind_choice': 'kind には bottle、sample、cartridge、swab のいずれかを指定してください',
  'transfer.last_used_format': 'lastUsed は YYYY-MM-DD 形式で指定してください',
  'transfer.no_days': 'ファイルに使用日がありません（Pen と Ink がある行がありません）。',
  'transfer.no_inks': 'ファイルにインクがありません（Brand と Name がある行がありません）。',
  'transfer.no_pairings': 'ファイルに組み合わせがありません（Pen と Ink がある行がありません）。',
  'transfer.no_pen_of_that_name':
    'その名前の万年筆は登録されていません。先に万年筆またはインク使用中のファイルをインポートしてください。',
  'transfer.no_pens': 'ファイルに万年筆がありません（Brand がある行がありません）。',
  'transfer.not_fpc_export':
    'Fountain Pen Companion のエクスポートではないようです。Brand 列と Name 列を含むヘッダー行が必要です。Fountain Pen Companion からコレクションを CSV でエクスポートし、そのファイルを選んでください。',
  'transfer.not_pens_export':
    'Fountain Pen Companion の万年筆、インク使用中、使用履歴のエクスポートではないようです。Brand と Model（万年筆）、Pen、Ink、Date Inked（インク使用中）、または Pen、Ink、Used On（使用履歴）を含むヘッダー行が必要です。Fountain Pen Companion からもう一度エクスポートし、そのファイルを選んでください。',
  'transfer.offer_rows_too_many': '一度に扱えるのは最大 50 行です。',
  'transfer.pen_brand_required': 'すべての万年筆にブランドが必要です。',
  'transfer.pen_choose_row': 'インポートする行を 1 行以上選んでください。',
  'transfer.pen_rows_too_many':
    '1 回のインポートで扱える行は最大 5,000 行です。ファイルを小さく分けてインポートしてください。',
  'transfer.pens_file_not_text':
    'このファイルはテキストではありません。Fountain Pen Companion の万年筆、インク使用中、使用履歴のエクスポートではないようです。Brand と Model（万年筆）、Pen、Ink、Date Inked（インク使用中）、または Pen、Ink、Used On（使用履歴）を含むヘッダー行が必要です。Fountain Pen Companion からもう一度エクスポートし、そのファイルを選んでください。',
  'transfer.rating_range': 'rating には 1〜5 の整数を指定してください',
  'transfer.row_cleaned_before_inked': '洗浄日が、インクを入れた日より前になっています。',
  'transfer.row_no_date_inked': 'この行には Date Inked がありません。',
  'transfer.row_no_day': 'この行には日付（Used On）がありません。',
  'transfer.row_not_found':
    'その行はインポートした行の中にありません。ページを再読み込みして確認してください。',
  'transfer.row_not_open':
    'その行はすでに発見として提案済みか、一致済みか、却下済みです。ページを再読み込みして、現在の状態を確認してください。',
  'transfer.row_offered_twice': '各行は 1 回だけ提案できます。',
  'transfer.rows_too_many': '一度に扱えるのは最大 5,000 行です。',
  'transfer.send_row': '1 行以上送信してください。',
  'transfer.tags_too_many': 'タグはインク 1 つにつき最大 20 個です。',
  'transfer.too_many_rows':
    'ファイルの行数が 5,000 行を超えています。小さなファイルに分割して、1 つずつインポートしてください。',
  'transfer.too_many_rows_waiting':
    'インク待ちの行が {waiting} 行あります。一度に保留できるのは最大 5,000 行です。先にいくつかの行を、発見として提案するか、インクと一致させるか、却下してください。',

  'trust.account_not_restricted': 'あなたのアカウントは制限も停止もされていません。',
  'trust.appeal_required': '異議申し立ての内容を入力してください。',
  'trust.appeal_too_long': '異議申し立ては 2000 文字以内にしてください。',
  'trust.appealed_already':
    'すでに異議申し立てをしています。モデレーターが確認する異議申し立ては 1 回だけです。',
  'trust.control_characters': '制御文字を削除してください。',
  'trust.member_not_found': 'メンバーが見つかりません。',
  'trust.member_not_restricted': 'このメンバーは制限も停止もされていません。',
  'trust.no_appeal_waiting': 'このメンバーからの未対応の異議申し立てはありません。',
  'trust.reason_required': 'メンバーに表示される理由を入力してください。',
  'trust.reason_too_long': 'メンバーに表示される理由は 500 文字以内にしてください。',
  'trust.restrict_self': '自分のアカウントを制限または停止することはできません。',
  'trust.restrict_staff':
    'スタッフのアカウントは制限・停止できません。先に管理者が役割を変更する必要があります。',

  'users.id_not_found': 'この id のユーザーはいません。',
  'users.last_admin': 'この人は最後の管理者です。先にほかの人を管理者にしてください。',
  'users.last_admin_self': 'あなたは最後の管理者です。先にほかの人を管理者にしてください。',

  'verify.comment': 'インクプロフィールにコメントするには、メールアドレスを確認してください。',
  'verify.count_votes': '投票を有効にするには、メールアドレスを確認してください。',
  'verify.create_access_tokens':
    'アクセストークンを作成するには、メールアドレスを確認してください。',
  'verify.email_first': 'まずメールアドレスを確認してください。',
  'verify.follow': 'メンバーやブランドをフォローするには、メールアドレスを確認してください。',
  'verify.import_lists': 'インクをインポートするには、メールアドレスを確認してください。',
  'verify.keep_inventory': 'インク在庫を管理するには、メールアドレスを確認してください。',
  'verify.keep_pens': '万年筆と日記を記録するには、メールアドレスを確認してください。',
  'verify.keep_private_collections':
    'コレクションを管理するには、メールアドレスを確認してください。',
  'verify.offer_samples': 'サンプルを提供するには、メールアドレスを確認してください。',
  'verify.propose_profile_images': 'メイン画像を提案するには、メールアドレスを確認してください。',
  'verify.publish_collections': 'コレクションを公開するには、メールアドレスを確認してください。',
  'verify.publish_pens': '万年筆を公開するには、メールアドレスを確認してください。',
  'verify.report': 'コンテンツを報告するには、メールアドレスを確認してください。',
  'verify.request_samples':
    'サンプルをリクエストしてメッセージを書くには、メールアドレスを確認してください。',
  'verify.share_discoveries': '発見を共有するには、メールアドレスを確認してください。',
  'verify.share_images': '画像を共有するには、メールアドレスを確認してください。',
  'verify.share_year': 'インクの一年を共有するには、メールアドレスを確認してください。',
  'verify.suggest_corrections': '修正を提案するには、メールアドレスを確認してください。',
  'verify.vote_on_images': '画像に投票するには、メールアドレスを確認してください。',
  'verify.vote_on_properties': 'インクの特性に投票するには、メールアドレスを確認してください。',

  'year_in_ink.account_not_found': 'あなたのアカウントが見つかりませんでした。',
  'year_in_ink.year_not_begun':
    'その年はまだ始まっていません。今年かそれ以前の年を選んでください。',
  'year_in_ink.year_not_shared': 'このアドレスで共有されているインクの一年はありません。',

  'zod.array_too_long': '{max} 件以内にしてください',
  'zod.array_too_short': '{min} 件以上にしてください',
  'zod.invalid_input': '入力が正しくありません',
  'zod.invalid_option': '選択肢が正しくありません：{options} のいずれかを指定してください',
  'zod.invalid_type': '入力が正しくありません：{expected} を期待しましたが、{received} でした',
  'zod.number_above': '{min} より大きくしてください',
  'zod.number_at_least': '{min} 以上にしてください',
  'zod.number_at_most': '{max} 以下にしてください',
  'zod.number_below': '{max} より小さくしてください',
  'zod.pattern': '形式が正しくありません（パターン {pattern}）',
  'zod.string_too_long': '{max} 文字以内にしてください',
  'zod.string_too_short': '{min} 文字以上にしてください',
  'zod.unrecognized_key': '不明なキーです：{key}',
  'zod.unrecognized_keys': '不明なキーです：{keys}',
};

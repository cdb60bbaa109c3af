/**
 * Every sentence the server sends people in an error answer (and the few it sends in a plain
 * message), by key (ADR 084): the English as it is sent, with {placeholders} where a value goes;
 * the contract's own checks (a form's messages) and zod's default messages are here too. The
 * error shape carries the key and the values; ja.ts and de.ts write each sentence in Japanese
 * and German with the same placeholders, and the web app shows them on a page in that
 * language. The server suite fails on an error message this catalogue lacks
 * (server/test/global-setup.ts).
 */
export const SENTENCES = {
  'access.account_limited':
    'Your account is limited: you can keep your ink-ventory and private collections, but not post what others see. You can appeal once on your profile page.',
  'access.account_limited_reason':
    "Your account is limited: you can keep your ink-ventory and private collections, but not post what others see. The moderators' reason: {reason} You can appeal once on your profile page.",
  'access.account_suspended':
    'Your account is suspended: you can read, but not change anything. You can appeal once on your profile page.',
  'access.account_suspended_reason':
    "Your account is suspended: you can read, but not change anything. The moderators' reason: {reason} You can appeal once on your profile page.",
  'access.forbidden': 'You do not have permission to do that.',
  'access.sign_in_first': 'Please sign in first.',
  'access.staff_mfa_off':
    'Staff actions need two-factor sign-in. Turn it on in your profile, then try again.',
  'access.staff_mfa_session':
    'Staff actions need a session signed in with your two-factor code. Sign out, sign in again with your code, then try again.',
  'access.token_not_allowed':
    'This call cannot be made with an access token. Sign in on the website to do it.',
  'access.token_read_only':
    'This access token may only read. To make changes, create a token that may read and write on your profile page.',

  'auth.account_gone': 'This account no longer exists.',
  'auth.avatar_too_large': 'Please choose an image smaller than 5MB.',
  'auth.bio_too_long': 'Bio has at most 500 characters.',
  'auth.current_password_wrong': 'Your current password is not right.',
  'auth.display_name_too_long': 'Display name has at most 60 characters.',
  'auth.email_already_verified': 'Your email address is already verified.',
  'auth.email_invalid': 'Enter a valid email address, like name@example.com.',
  'auth.email_too_long': 'Email is too long.',
  'auth.first_name_too_long': 'First name has at most 60 characters.',
  'auth.invalid_login': 'That email, username or password is not right. Check them and try again.',
  'auth.last_name_too_long': 'Last name has at most 60 characters.',
  'auth.locale_choice': 'Choose a language: en, ja or de.',
  'auth.login_required': 'Enter your email or username.',
  'auth.not_signed_in': 'You are not signed in.',
  'auth.oidc_provider_id': 'provider must be a provider id (a-z, 0-9, _)',
  'auth.password_required': 'Enter your password.',
  'auth.password_too_long': 'Use at most 200 characters.',
  'auth.password_too_short': 'Use at least 10 characters.',
  'auth.password_wrong': 'Your password is not right.',
  'auth.reset_link_invalid':
    'This reset link is not valid any more: it was used already or has expired. Ask for a new one.',
  'auth.show_ink_colors_boolean': 'Choose whether to show your ink colours: true or false.',
  'auth.signup_accepted':
    'Check your email: the link we sent finishes signing up and signs you in.',
  'auth.token_expired':
    'This access token expired on {date}. Create a new one on your profile page.',
  'auth.token_invalid':
    'This access token is not valid: it may have been revoked. Create a new one on your profile page.',
  'auth.token_malformed':
    'This access token is not in the right form. Send Authorization: Bearer followed by the whole token, which starts with ink_.',
  'auth.token_many_headers':
    'This request has more than one Authorization header. Send one: Authorization: Bearer followed by your token.',
  'auth.totp_code_required': 'Enter the 6-digit code.',
  'auth.username_characters':
    'Use letters, digits, dots, dashes and underscores only in a username.',
  'auth.username_taken': 'This username is taken. Try another.',
  'auth.username_too_long': 'Usernames have at most 30 characters.',
  'auth.username_too_short': 'Usernames have at least 3 characters.',
  'auth.verification_link_invalid':
    'This verification link is not valid any more: it was used already or has expired. Sign in and ask for a new one.',

  'browse.near_sort':
    'A search by colour (near) lists the nearest inks first: leave sort out, or use relevance.',
  'browse.near_sort_field': 'Use sort=relevance or no sort with near.',
  'browse.near_with_search':
    'Search by colour (near) and by text (search) cannot be combined: use one.',
  'browse.near_without_search': 'Use near without search.',

  'catalogue.pick_color_hex': 'Pick a colour as #rrggbb.',
  'catalogue.pick_file_value': "Pick the catalogue file's value, or keep the stored one.",
  'catalogue.review_action_choice': 'action must be pick, keep or dismiss',
  'catalogue.review_answered': 'This question was answered already.',
  'catalogue.review_dismissed': 'This question was answered already (dismissed).',
  'catalogue.review_dismissed_by': 'This question was answered already (dismissed by {staff}).',
  'catalogue.review_kept': 'This question was answered already (kept).',
  'catalogue.review_kept_by': 'This question was answered already (kept by {staff}).',
  'catalogue.review_not_found': 'No catalogue question has this id.',
  'catalogue.review_picked': 'This question was answered already (picked).',
  'catalogue.review_picked_by': 'This question was answered already (picked by {staff}).',
  'catalogue.review_status_choice': 'status must be pending or answered',

  'collections.already_in_collection': 'This ink might already be in that collection.',
  'collections.collections_full':
    'You have 200 collections, the most one member keeps. Delete one first.',
  'collections.description_control_characters':
    'Remove the control characters from the description.',
  'collections.import_collections_over_limit':
    'That would make {newCollections} new collections, and you have {collections}: a member keeps at most 200. Import without making collections from tags, or delete some collections first.',
  'collections.import_inks_over_limit':
    'The collection “{name}” would hold {inks} inks: a collection holds at most 2000.',
  'collections.ink_not_in_collection': 'This ink is not in that collection.',
  'collections.inks_full': 'A collection holds at most 2000 inks.',
  'collections.name_required': 'Give the collection a name.',
  'collections.name_too_long': 'A collection name has at most 80 characters.',
  'collections.name_visible_characters': 'Use visible characters only in the name.',
  'collections.not_found': 'Collection not found.',
  'collections.notes_control_characters': 'Remove the control characters from the notes.',
  'collections.notes_too_long': 'Notes have at most 1000 characters.',
  'collections.owner_only': 'Only the owner changes a collection.',
  'collections.reorder_every_ink_once': 'Give every ink of the collection once, in the new order.',
  'collections.status_choice': 'Choose a status.',

  'comments.already_commented':
    "You've already shared your thoughts about this ink. You can edit your comment below.",
  'comments.comment_not_found': 'Comment not found. It may have been deleted.',
  'comments.control_characters': 'Comments cannot contain control characters.',
  'comments.edit_not_own': 'You can only edit your own comments.',
  'comments.empty': 'Write something before posting.',
  'comments.gone_cursor': 'That comment is no longer there. Reload the comments to see the newest.',
  'comments.not_text': 'Write your comment as text.',
  'comments.too_long': 'Comments have at most 1000 characters.',

  'console.audit_action_name': 'action is a name like ink.edit',
  'console.search_too_long': 'search has at most 200 characters',

  'corrections.already_accepted': 'This correction was accepted already.',
  'corrections.already_accepted_by': 'This correction was accepted already by {reviewer}.',
  'corrections.already_rejected': 'This correction was rejected already.',
  'corrections.already_rejected_by': 'This correction was rejected already by {reviewer}.',
  'corrections.already_reviewed': 'This correction was reviewed already.',
  'corrections.already_withdrawn': 'This correction was withdrawn already.',
  'corrections.already_withdrawn_by': 'This correction was withdrawn already by {member}.',
  'corrections.correction_not_found': 'No correction has this id.',
  'corrections.field_choice':
    'field must be one of: description, colorHex, color, properties, line, aliases.',
  'corrections.ink_deleted': 'The ink was deleted. Restore it first.',
  'corrections.note_control_characters': 'The note: remove the control characters.',
  'corrections.note_not_text': 'The note must be text.',
  'corrections.note_too_long': 'The note has at most 500 characters.',
  'corrections.one_pending_aliases':
    'You already suggested a change to the other names of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.one_pending_color':
    'You already suggested a change to the colour family of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.one_pending_color_hex':
    'You already suggested a change to the colour of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.one_pending_description':
    'You already suggested a change to the description of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.one_pending_line':
    'You already suggested a change to the line of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.one_pending_properties':
    'You already suggested a change to the properties of this ink. Staff will look at it soon; you can withdraw it to suggest another.',
  'corrections.properties_choice':
    'Properties are Scented, Shading, Sheening, Shimmering, Water-Resistant.',
  'corrections.reason_control_characters': 'The reason: remove the control characters.',
  'corrections.reason_not_text': 'The reason must be text.',
  'corrections.reason_too_long': 'The reason has at most 500 characters.',
  'corrections.same_value':
    'That is what the ink says already. Change the value, or close this form.',
  'corrections.status_choice': 'status must be pending or reviewed',
  'corrections.too_many_pending':
    'You have {max} corrections waiting for review. Please wait until staff have looked at some of them.',
  'corrections.withdraw_already_reviewed': 'Staff have reviewed this correction already.',
  'corrections.withdraw_not_own': 'You can only withdraw your own corrections.',

  'csrf.other_site': 'This request came from another site and was refused.',
  'csrf.token_missing':
    'The security token of this page is missing or out of date. Reload the page and try again.',

  'days.acquired_in_future': 'The acquired date cannot be in the future.',
  'days.after_2999': 'Use a date before 3000.',
  'days.before_1900': 'Use a date from 1900 on.',
  'days.chosen_in_future': 'The chosen date cannot be in the future.',
  'days.cleaned_in_future': 'The cleaned date cannot be in the future.',
  'days.date_format': 'Use a date like 2026-11-22.',
  'days.day_not_real': 'That day does not exist.',
  'days.inked_in_future': 'The inked date cannot be in the future.',
  'days.last_used_in_future': 'The last used date cannot be in the future.',
  'days.today_in_future': 'The today date cannot be in the future.',
  'days.used_in_future': 'The used date cannot be in the future.',

  'gallery.already_shared':
    'You have already shared an image of this ink. Delete it first to share another.',
  'gallery.caption_control_characters': 'The caption: remove the control characters.',
  'gallery.caption_not_text': 'The caption must be text.',
  'gallery.caption_too_long': 'The caption has at most 200 characters.',
  'gallery.category_choice': 'Choose a category: Swatch, Handwriting, Illustration, Other.',
  'gallery.certifications': 'Please confirm both ownership and appropriateness certifications',
  'gallery.delete_own_only': 'You can only delete your own images.',
  'gallery.image_required': 'Please select an image to upload.',
  'gallery.official_staff_only': 'Only moderators and admins mark an image official.',
  'gallery.paper_type_control_characters': 'Paper type: remove the control characters.',
  'gallery.paper_type_not_text': 'Paper type must be text.',
  'gallery.paper_type_too_long': 'Paper type has at most 30 characters.',
  'gallery.pen_nib_control_characters': 'Pen/nib: remove the control characters.',
  'gallery.pen_nib_not_text': 'Pen/nib must be text.',
  'gallery.pen_nib_too_long': 'Pen/nib has at most 50 characters.',
  'gallery.reason_control_characters': 'Remove the control characters from the reason.',
  'gallery.reason_required': 'Give a reason.',
  'gallery.submission_status_choice': 'status must be pending, approved or rejected',
  'gallery.uploader_username': 'uploader must be a username',
  'gallery.vote_own_image': 'You cannot vote on your own image.',

  'images.busy': 'Many images are being processed right now. Please try again in a few seconds.',
  'images.kind': 'Use a JPEG, PNG or WebP image.',
  'images.not_data_url': 'Send the image as a data URL (data:image/...;base64,...).',
  'images.not_processed': 'This image could not be processed. It may be damaged or too large.',
  'images.not_readable': 'This file is not an image we can read. Use a JPEG, PNG or WebP image.',
  'images.too_large': 'Please choose an image smaller than {megabytes}MB.',
  'images.too_many_pixels':
    'This image has too many pixels: at most 40 megapixels. Use a smaller image.',

  'inks.aliases_changed_since':
    'Other names changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.aliases_changed_since_revision':
    'Other names changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.brand_changed_since':
    'Brand changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.brand_changed_since_revision':
    'Brand changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.brand_empty': 'brand must not be empty',
  'inks.brand_too_long': 'brand must be at most 100 characters',
  'inks.color_changed_since':
    'Colour family changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.color_changed_since_revision':
    'Colour family changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.color_choice':
    'color must be one of: Black, Blue, Brown, Green, Grey/Silver, Orange, Pink, Purple, Red, Teal, Yellow/Gold, White, Other',
  'inks.color_hex_changed_since':
    'Colour changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.color_hex_changed_since_revision':
    'Colour changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.deleted_not_found': 'No deleted ink has this id.',
  'inks.description_changed_since':
    'Description changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.description_changed_since_revision':
    'Description changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.featured_changed_since':
    'Featured changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.featured_changed_since_revision':
    'Featured changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.images_changed_since':
    'Images changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.images_changed_since_revision':
    'Images changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.line_changed_since':
    'Line changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.line_changed_since_revision':
    'Line changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.name_changed_since':
    'Name changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.name_changed_since_revision':
    'Name changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.near_hex': 'near is a colour as six hex digits, without #, e.g. 1f4e79',
  'inks.not_found': 'Ink not found. It may have been removed.',
  'inks.not_found_already_removed': 'Ink not found. It may have been removed already.',
  'inks.nothing_to_revert': 'Nothing to revert: the ink already holds these values.',
  'inks.properties_changed_since':
    'Properties changed again after this revision, so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.properties_changed_since_revision':
    'Properties changed again after this revision (revision {revision}), so reverting it would undo that change too. Revert the later revision first, or edit the ink.',
  'inks.properties_choice':
    'properties must be among: Scented, Shading, Sheening, Shimmering, Water-Resistant',
  'inks.revision_added_ink':
    'This revision added the ink, so there is nothing before it to go back to. To take the ink out of the catalogue, delete it.',
  'inks.revision_ink_removed': 'The ink of this revision was removed. Restore it first.',
  'inks.revision_not_found': 'No revision has this id.',
  'inks.revision_reverted_already':
    'This revision was reverted already (revision {revision}). Revert that revision to bring its values back.',
  'inks.search_too_long': 'search must be at most 200 characters',
  'inks.sort_choice':
    'sort must be one of: relevance, name, newest, owned, photographed, rating, hue',
  'inks.vision_choice': 'vision must be one of: none, protanopia, deuteranopia, tritanopia',

  'inventory.already_bottle':
    'This ink is already in your ink-ventory as a bottle. Change that entry, or add the ink as another kind (bottle, sample, cartridge or swab).',
  'inventory.already_cartridge':
    'This ink is already in your ink-ventory as a cartridge. Change that entry, or add the ink as another kind (bottle, sample, cartridge or swab).',
  'inventory.already_sample':
    'This ink is already in your ink-ventory as a sample. Change that entry, or add the ink as another kind (bottle, sample, cartridge or swab).',
  'inventory.already_swab':
    'This ink is already in your ink-ventory as a swab. Change that entry, or add the ink as another kind (bottle, sample, cartridge or swab).',
  'inventory.changed_elsewhere':
    'This entry changed elsewhere since you last saw it: load it again, then choose what to keep.',
  'inventory.kind_choice': 'Choose a kind: bottle, sample, cartridge or swab.',
  'inventory.no_bottle': 'You have no bottle of this ink in your ink-ventory.',
  'inventory.no_cartridge': 'You have no cartridge of this ink in your ink-ventory.',
  'inventory.no_entry': 'This ink is not in your ink-ventory.',
  'inventory.no_sample': 'You have no sample of this ink in your ink-ventory.',
  'inventory.no_swab': 'You have no swab of this ink in your ink-ventory.',
  'inventory.rating_range': 'The rating is a whole number from 1 to 5.',
  'inventory.sort_choice': 'sort is added, name, brand, hue or rating',
  'inventory.status_choice': 'Choose a status: owned, tried, want to try or wishlist.',
  'inventory.status_query_choice': 'status is owned, tried, want_to_try or wishlist',
  'inventory.swabbed_boolean': 'swabbed is true or false.',

  'limits.preview_images_busy':
    'Many preview images are being drawn right now. Please try again in a few seconds.',
  'limits.rate_limited': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'limits.rate_limited_one_second': 'Too many attempts. Please wait 1 second and try again.',
  'limits.shared_limits_unreachable':
    'Sign-ins and posting are paused for a moment (the shared limits cannot be reached). Please try again in a minute.',

  'members.already_asked':
    'You already asked this member for this ink. Wait for their answer or withdraw it.',
  'members.answer_choice': 'answer must be accept, decline or withdraw',
  'members.block_self': 'You cannot block yourself.',
  'members.blocked': 'You cannot do this: one of you has blocked the other.',
  'members.box_choice': 'box must be received or sent',
  'members.closed_for_messages': 'This request is closed: no more messages can be written on it.',
  'members.empty_message': 'Write a message (at most 500 characters).',
  'members.message_control_characters': 'Remove the control characters from the message.',
  'members.message_not_found': 'Message not found. It may have been deleted.',
  'members.message_not_text': 'The message is text.',
  'members.message_too_long': 'The message has at most 500 characters.',
  'members.no_offer': 'That member does not offer samples of this ink.',
  'members.not_yours':
    'Only the member who was asked can accept or decline; only the one who asked can withdraw.',
  'members.note_control_characters': 'Remove the control characters from the note.',
  'members.note_not_text': 'The note is text.',
  'members.note_too_long': 'The note has at most 300 characters.',
  'members.offer_not_owned':
    'You can offer samples only of an ink you own. Add it to your ink-ventory as owned first.',
  'members.own_request': 'You cannot ask yourself for a sample.',
  'members.request_closed': 'This request was already answered or withdrawn.',
  'members.request_not_found': 'That sample request was not found.',
  'members.requester_gone':
    'The member who asked has left Inklore: the request cannot be accepted.',
  'members.too_many_blocks': 'You have blocked {max} members, the most you can.',
  'members.too_many_messages': 'This request has {max} messages, the most it can hold.',
  'members.too_many_offers':
    'You offer samples of {max} inks, the most you can. Stop offering one first.',
  'members.too_many_pending':
    'You have {max} requests waiting for an answer. Withdraw one or wait for answers before asking again.',
  'members.user_not_found': 'That member was not found.',
  'members.username_required': 'username is required',

  'messages.own_discovery_review': 'Another moderator reviews your own discovery.',

  'news.brand_empty': 'The brand is empty: leave it out, or name a brand of the catalogue.',
  'news.brand_invalid': 'Invalid brand: No ink in the catalogue has that brand.',
  'news.brand_not_text': 'The brand must be text.',
  'news.cover_image_data_url': 'Send the cover image as a data URL.',
  'news.excerpt_control_characters': 'The excerpt: remove the control characters.',
  'news.excerpt_not_text': 'The excerpt must be text.',
  'news.excerpt_required': 'The excerpt is required.',
  'news.excerpt_too_long': 'The excerpt has at most 400 characters.',
  'news.featured_choice': 'featured must be true or false',
  'news.status_choice': 'status must be all, draft or published',
  'news.story_control_characters': 'The story: remove the control characters.',
  'news.story_not_found': 'News story not found. It may have been removed.',
  'news.story_not_text': 'The story must be text.',
  'news.story_required': 'The story is required.',
  'news.story_too_long': 'The story has at most 40000 characters.',
  'news.title_control_characters': 'The title: remove the control characters.',
  'news.title_not_text': 'The title must be text.',
  'news.title_one_line': 'The title is one line: remove the line breaks.',
  'news.title_required': 'The title is required.',
  'news.title_too_long': 'The title has at most 160 characters.',

  'oidc.provider_not_found': 'No sign-in provider has this id.',

  'palette.not_public': "This member's owned inks are not public.",

  'params.at_most_50_values': 'at most 50 values',
  'params.before_max_id': 'before must be 2147483647 or less',
  'params.before_min': 'before must be 1 or more',
  'params.before_whole': 'before must be a whole number',
  'params.collection_id_max_id': 'collectionId must be 2147483647 or less',
  'params.collection_id_min': 'collectionId must be 1 or more',
  'params.collection_id_whole': 'collectionId must be a whole number',
  'params.id_max_id': 'id must be 2147483647 or less',
  'params.id_min': 'id must be 1 or more',
  'params.id_whole': 'id must be a whole number',
  'params.ids_max_id': 'ids must be 2147483647 or less',
  'params.ids_min': 'ids must be 1 or more',
  'params.ids_whole': 'ids must be a whole number',
  'params.ink_id_max_id': 'inkId must be 2147483647 or less',
  'params.ink_id_min': 'inkId must be 1 or more',
  'params.ink_id_whole': 'inkId must be a whole number',
  'params.ink_ids_max_id': 'inkIds must be 2147483647 or less',
  'params.ink_ids_min': 'inkIds must be 1 or more',
  'params.ink_ids_whole': 'inkIds must be a whole number',
  'params.inking_id_max_id': 'inkingId must be 2147483647 or less',
  'params.inking_id_min': 'inkingId must be 1 or more',
  'params.inking_id_whole': 'inkingId must be a whole number',
  'params.limit_max_100': 'limit must be 100 or less',
  'params.limit_max_50': 'limit must be 50 or less',
  'params.limit_min': 'limit must be 1 or more',
  'params.limit_whole': 'limit must be a whole number',
  'params.page_max': 'page must be 100000 or less',
  'params.page_max_id': 'page must be 2147483647 or less',
  'params.page_min': 'page must be 1 or more',
  'params.page_whole': 'page must be a whole number',
  'params.pen_id_max_id': 'penId must be 2147483647 or less',
  'params.pen_id_min': 'penId must be 1 or more',
  'params.pen_id_whole': 'penId must be a whole number',
  'params.request_id_max_id': 'requestId must be 2147483647 or less',
  'params.request_id_min': 'requestId must be 1 or more',
  'params.request_id_whole': 'requestId must be a whole number',
  'params.target_id_max_id': 'targetId must be 2147483647 or less',
  'params.target_id_min': 'targetId must be 1 or more',
  'params.target_id_whole': 'targetId must be a whole number',
  'params.target_user_id_max_id': 'targetUserId must be 2147483647 or less',
  'params.target_user_id_min': 'targetUserId must be 1 or more',
  'params.target_user_id_whole': 'targetUserId must be a whole number',
  'params.use_id_max_id': 'useId must be 2147483647 or less',
  'params.use_id_min': 'useId must be 1 or more',
  'params.use_id_whole': 'useId must be a whole number',
  'params.user_id_max_id': 'userId must be 2147483647 or less',
  'params.user_id_min': 'userId must be 1 or more',
  'params.user_id_whole': 'userId must be a whole number',

  'pens.add_as_choice': 'Add it as a bottle or a sample.',
  'pens.after_cleaned': 'That day is after the pen was cleaned.',
  'pens.already_cleaned': 'This pairing is cleaned already.',
  'pens.already_inked': 'This pen is already inked. Clean it first, then ink it again.',
  'pens.already_marked': 'That day is already marked for this pen and ink.',
  'pens.archive_inked': 'This pen is inked. Clean it first, then archive it.',
  'pens.archived': 'This pen is archived. Take it out of the archive first.',
  'pens.archived_boolean': 'archived is true or false.',
  'pens.before_inked': 'That day is before the pen was inked.',
  'pens.brand_required': "Give the pen's brand (or the maker's name).",
  'pens.brand_too_long': 'The brand has at most 80 characters.',
  'pens.brand_visible_characters': 'Use visible characters only in the brand.',
  'pens.calendar_range': 'Ask for at most 366 days at once, from a day to a later day.',
  'pens.clean_soon_days': 'Choose from 1 to 365 days.',
  'pens.clean_soon_mail_boolean': 'cleanSoonMail is true or false.',
  'pens.cleaned': 'This pairing is cleaned: it can no longer be refilled.',
  'pens.cleaned_before_inked': 'The day cleaned cannot be before the day inked.',
  'pens.cleaned_before_refill': 'The day cleaned cannot be before the last refill.',
  'pens.cleaned_before_use': 'You marked this pen used on {day}: choose that day or a later one.',
  'pens.colour_control_characters': 'Remove the control characters from the the colour.',
  'pens.colour_too_long': 'The colour has at most 60 characters.',
  'pens.days_outside':
    '{count} days of your diary for this pairing fall outside these dates. Change or remove those days first.',
  'pens.filling_system_control_characters':
    'Remove the control characters from the the filling system.',
  'pens.filling_system_too_long': 'The filling system has at most 40 characters.',
  'pens.grind_control_characters': 'Remove the control characters from the the grind.',
  'pens.grind_too_long': 'The grind has at most 40 characters.',
  'pens.ink_not_in_catalogue': 'That ink is no longer in the catalogue.',
  'pens.inking_not_found': 'That pairing was not found.',
  'pens.is_public_boolean': 'isPublic is true or false.',
  'pens.kind_choice': 'Choose a kind: fountain pen, dip pen or brush.',
  'pens.kind_inked': 'This pen is inked. Clean it first, then make it a dip pen.',
  'pens.material_control_characters': 'Remove the control characters from the the material.',
  'pens.material_too_long': 'The material has at most 60 characters.',
  'pens.member_not_found': 'No member has this username.',
  'pens.model_control_characters': 'Remove the control characters from the the model.',
  'pens.model_too_long': 'The model has at most 120 characters.',
  'pens.nib_size_control_characters': 'Remove the control characters from the the nib size.',
  'pens.nib_size_too_long': 'The nib size has at most 40 characters.',
  'pens.no_pairing_for_day':
    'No pairing of this pen and ink covers that day: import the currently inked file first.',
  'pens.not_direct': 'Ink this pen first, then mark the days you used it.',
  'pens.not_found': 'That pen was not found.',
  'pens.not_inkable': 'A dip pen holds no ink: log its use with the ink instead.',
  'pens.note_control_characters': 'Remove the control characters from the the note.',
  'pens.notes_control_characters': 'Remove the control characters from the the notes.',
  'pens.notes_too_long': 'The notes has at most 2000 characters.',
  'pens.one_day_outside':
    'One day of your diary for this pairing falls outside these dates. Change or remove that day first.',
  'pens.overlaps': 'This pen held another ink on those days. A pen holds one ink at a time.',
  'pens.shared_boolean': 'shared is true or false.',
  'pens.too_many':
    'You can keep at most 500 pens. Archive is not delete: remove a pen you no longer need from your list first.',
  'pens.too_many_inkings': 'You can keep at most 20000 pairings.',
  'pens.too_many_uses': 'You can keep at most 200000 days in your diary.',
  'pens.use_not_found': 'That day was not found in your diary.',
  'pens.year_format': 'The year is four digits, like 2026.',
  'pens.year_range': 'Choose a year from 1900 on.',

  'profile_images.already_pending':
    'You have a profile image for this ink waiting for review already. Please wait for the moderators to look at it.',
  'profile_images.already_reviewed': 'This submission has been reviewed already.',
  'profile_images.own_image_review': 'Another moderator reviews your own image.',
  'profile_images.reviewers_only': 'Only moderators and admins review profile images.',
  'profile_images.submission_not_found': 'Profile image submission not found.',

  'property_votes.dry_time_choice': 'dryTime is fast, average or slow',
  'property_votes.flow_choice': 'flow is dry, balanced or wet',
  'property_votes.own_or_tried_first':
    'Vote on the properties of inks you own or have tried: mark it owned or tried in your ink-ventory first.',
  'property_votes.vote_on_one': 'Vote on at least one property.',

  'reports.action_choice': 'action must be dismiss or remove_content',
  'reports.already_open': 'This report is open already.',
  'reports.already_reported': 'You have reported this already. The moderators will look at it.',
  'reports.already_resolved': 'This report is resolved already.',
  'reports.community_image_not_found': 'Community image not found. It may have been deleted.',
  'reports.description_too_long': 'The description has at most 1000 characters.',
  'reports.message_report_not_found': 'No report of a message has this id.',
  'reports.own_content': 'You cannot report your own content.',
  'reports.reason_choice': 'Please select a reason for reporting.',
  'reports.reopen_content_removed':
    'Only a dismissed report can be reopened: this one had its content removed.',
  'reports.reopen_newer_report':
    'This report cannot be reopened: its reporter has a newer open report on the same content.',
  'reports.report_not_found': 'No report has this id.',
  'reports.status_choice': 'status must be open or resolved',
  'reports.type_choice':
    'reportType must be ink_profile, community_image, comment or sample_message.',

  'request.address_not_valid': 'This address is not valid: check the link and try again.',
  'request.address_too_long': 'This address is too long: check the link and try again.',
  'request.body_empty': "Body cannot be empty when content-type is set to 'application/json'",
  'request.body_not_json': "Body is not valid JSON but content-type is set to 'application/json'",
  'request.control_characters': 'Remove the control characters from this text.',
  'request.foreign_host':
    'This server answers only for its own address: send the path alone, or this site in full.',
  'request.internal_error':
    'Something went wrong on our side. Please try again; if it keeps happening, contact us and mention the request id.',
  'request.invalid_field': 'Invalid {field}: {problem}',
  'request.invalid_field_control_characters':
    'Invalid {field}: Remove the control characters from this text.',
  'request.invalid_field_is_invalid': 'Invalid {field}: is invalid',
  'request.invalid_unknown_parameter': 'Invalid {param}: {param} is not a known parameter',
  'request.is_invalid': 'is invalid',
  'request.json_only': 'Send the request body as JSON (content-type: application/json).',
  'request.not_valid': 'The request is not valid.',
  'request.reference_file_not_found': 'The API reference has no such file.',
  'request.too_large': 'This request is too large. Choose a smaller image, or send less text.',
  'request.unknown_address': 'Nothing here: {method} {path} is not a known address.',
  'request.unknown_parameter': '{param} is not a known parameter',

  'search.alias_is_brand': 'That is the brand itself.',
  'search.alias_is_brand_already': 'That is how the catalogue writes the brand already.',
  'search.alias_needs_letter_or_digit': 'The other name needs a letter or a digit.',
  'search.alias_use_letter_or_digit': 'Use a letter or a digit.',
  'search.aliases_too_many': 'At most 20 other names.',
  'search.another_name_empty': 'Another name must not be empty.',
  'search.another_name_not_text': 'Another name must be text.',
  'search.another_name_too_long': 'Another name has at most 100 characters.',
  'search.another_name_visible_characters': 'Another name: use visible characters only.',
  'search.brand_alias_not_found': 'No brand alias has this id. It may have been removed already.',
  'search.brand_alias_removed_meanwhile': 'That brand alias was removed meanwhile.',
  'search.brand_alias_taken': '"{alias}" already names {brand}. Remove it there first.',
  'search.brand_unknown': 'No ink in the catalogue has this brand. Check its spelling.',
  'search.brand_unknown_field': 'No ink in the catalogue has this brand.',
  'search.ink_aliases_full':
    'This ink has 20 other names, the most it keeps. Remove one in the ink editor first.',
  'search.other_name_empty': 'The other name must not be empty.',
  'search.other_name_not_text': 'The other name must be text.',
  'search.other_name_too_long': 'The other name has at most 100 characters.',
  'search.other_name_visible_characters': 'The other name: use visible characters only.',
  'search.suggestion_accepted': 'This suggestion was accepted already.',
  'search.suggestion_accepted_by': 'This suggestion was accepted by {reviewer} already.',
  'search.suggestion_decided': 'This suggestion was decided already.',
  'search.suggestion_ink_deleted': 'The ink was deleted. Reject the suggestion instead.',
  'search.suggestion_not_found':
    'No suggestion has this id. It may have been removed with its ink.',
  'search.suggestion_rejected': 'This suggestion was rejected already.',
  'search.suggestion_rejected_by': 'This suggestion was rejected by {reviewer} already.',
  'search.suggestion_status_choice': 'status is pending, accepted or rejected',

  'seo.ink_not_found': 'No ink has this id.',
  'seo.sitemap_not_found': 'There is no sitemap with this number.',
  'seo.story_not_found': 'No story has this id.',

  'social.bad_unsubscribe_link':
    'This unsubscribe link is not valid. Turn the digest off in your notification settings instead.',
  'social.brand_not_found': 'No ink in the catalogue has that brand.',
  'social.brand_required': 'brand is required',
  'social.brand_too_long': 'brand is too long',
  'social.digest_choice': 'digest must be off, daily or weekly',
  'social.follow_self': 'You cannot follow yourself.',
  'social.ids_too_many': 'at most 100 ids',
  'social.notification_kind_unknown': 'unknown notification kind',
  'social.token_required': 'token is required',
  'social.token_too_long': 'token is too long',
  'social.too_many_brands': 'You follow {max} brands, the most you can. Unfollow one first.',
  'social.too_many_follows': 'You follow {max} members, the most you can. Unfollow one first.',
  'social.unsubscribed':
    'You will get no more digest mails. You can turn them on again in your notification settings.',

  'submissions.brand_required': 'The brand is required.',
  'submissions.brand_too_long': 'The brand has at most 100 characters.',
  'submissions.brand_visible_characters': 'The brand: use visible characters only.',
  'submissions.color_family_choice': 'Choose a colour family.',
  'submissions.color_hex_format': 'Give the colour as #rrggbb.',
  'submissions.description_control_characters': 'The description: remove the control characters.',
  'submissions.description_not_text': 'The description must be text.',
  'submissions.description_too_long': 'The description has at most 5000 characters.',
  'submissions.featured_boolean': 'featured must be true or false.',
  'submissions.image_address': 'Images are our own uploads (/media/...) or https:// addresses.',
  'submissions.images_too_many': 'At most 20 images.',
  'submissions.line_too_long': 'The line has at most 200 characters.',
  'submissions.line_visible_characters': 'The line: use visible characters only.',
  'submissions.maybe_duplicate':
    'This ink may be in the catalogue already ({inks}). Check it, and send again with confirmDuplicate if yours is a different ink.',
  'submissions.name_required': 'The name is required.',
  'submissions.name_too_long': 'The name has at most 120 characters.',
  'submissions.name_visible_characters': 'The name: use visible characters only.',
  'submissions.not_found': 'Submission not found.',
  'submissions.review_staff_only': 'Only moderators and admins review submissions.',

  'text.visible_characters':
    'Use visible characters only: no line breaks, invisible or direction-changing characters.',

  'tokens.expiry_choice': 'Choose when the token expires: after 7, 30, 90, 365 days, or never.',
  'tokens.name_required': 'Give the token a name, such as the tool that will use it.',
  'tokens.name_too_long': 'A token name has at most 60 characters.',
  'tokens.not_found': 'Access token not found. It may have been revoked already.',
  'tokens.scope_choice': 'Choose what the token may do: read, or read and write.',
  'tokens.tokens_full':
    'You already have 20 access tokens, the most one member may hold. Revoke one you no longer use, then create the new one.',

  'totp.already_on': 'Two-factor sign-in is already on.',
  'totp.already_on_setup':
    'Two-factor sign-in is already on. Turn it off first to set it up again.',
  'totp.changed_meanwhile':
    'Two-factor sign-in changed in the meantime. Reload the page and start again.',
  'totp.code_used': 'This code was used already. Wait for the next code in your app.',
  'totp.code_used_tries_left_one':
    'This code was used already. Wait for the next code in your app. 1 try left.',
  'totp.code_used_tries_left_other':
    'This code was used already. Wait for the next code in your app. {left} tries left.',
  'totp.last_try': 'That code is not right, and that was the last try. Please sign in again.',
  'totp.not_on': 'Two-factor sign-in is not on.',
  'totp.setup_not_started':
    'Start the set-up first: there is no two-factor secret waiting for a code.',
  'totp.sign_in_expired': 'Your sign-in has expired. Please sign in again.',
  'totp.wrong_code':
    'That code is not right. Enter the current code from your authenticator app or one of your recovery codes.',
  'totp.wrong_code_tries_left_one':
    'That code is not right. Enter the current code from your authenticator app or one of your recovery codes. 1 try left.',
  'totp.wrong_code_tries_left_other':
    'That code is not right. Enter the current code from your authenticator app or one of your recovery codes. {left} tries left.',
  'totp.wrong_setup_code':
    'That code is not right. Enter the current 6-digit code from your authenticator app, and check that the time on your phone is correct.',

  'transfer.acquired_date_format': 'acquiredDate is YYYY-MM-DD',
  'transfer.choose_ink': 'Choose at least one ink to import.',
  'transfer.choose_row': 'Choose at least one row.',
  'transfer.csv_not_text': 'Send the CSV file as text.',
  'transfer.file_empty': 'The file is empty.',
  'transfer.file_not_text':
    'This file is not text. This does not look like a Fountain Pen Companion export: it needs a header line with the columns Brand and Name. Export your collection as CSV from Fountain Pen Companion and choose that file.',
  'transfer.file_too_large':
    'The file is larger than 3 MB. Split it into smaller files and import each one.',
  'transfer.file_unreadable':
    'The file could not be read after row {row}: {error}. Export it again from Fountain Pen Companion.',
  'transfer.import_running':
    'Your previous import is still being read or written. Wait for it to finish, then try again.',
  'transfer.import_too_large': 'This import is larger than 4 MB. Import the file in smaller parts.',
  'transfer.ink_once_per_kind':
    'Each ink may be imported once per kind (bottle, sample, cartridge, swab).',
  'transfer.inks_gone':
    'Some chosen inks are not in the catalogue (any more): {ids}. Preview the file again.',
  'transfer.inks_too_many': 'At most 5,000 inks per import. Import the file in smaller parts.',
  'transfer.kind_choice': 'kind is bottle, sample, cartridge or swab',
  'transfer.last_used_format': 'lastUsed is YYYY-MM-DD',
  'transfer.no_days': 'The file has no days in it (no row with a Pen and an Ink).',
  'transfer.no_inks': 'The file has no inks in it (no row with a Brand and a Name).',
  'transfer.no_pairings': 'The file has no pairings in it (no row with a Pen and an Ink).',
  'transfer.no_pen_of_that_name':
    'None of your pens has that name: import the pens or currently inked file first.',
  'transfer.no_pens': 'The file has no pens in it (no row with a Brand).',
  'transfer.not_fpc_export':
    'This does not look like a Fountain Pen Companion export: it needs a header line with the columns Brand and Name. Export your collection as CSV from Fountain Pen Companion and choose that file.',
  'transfer.not_pens_export':
    'This does not look like a Fountain Pen Companion export of pens, currently inked or usage: it needs a header line with Brand and Model (pens), Pen, Ink and Date Inked (currently inked), or Pen, Ink and Used On (usage). Export it again from Fountain Pen Companion and choose that file.',
  'transfer.offer_rows_too_many': 'At most 50 rows at once.',
  'transfer.pen_brand_required': 'Every pen needs a brand.',
  'transfer.pen_choose_row': 'Choose at least one row to import.',
  'transfer.pen_rows_too_many': 'At most 5,000 rows per import. Import the file in smaller parts.',
  'transfer.pens_file_not_text':
    'This file is not text. This does not look like a Fountain Pen Companion export of pens, currently inked or usage: it needs a header line with Brand and Model (pens), Pen, Ink and Date Inked (currently inked), or Pen, Ink and Used On (usage). Export it again from Fountain Pen Companion and choose that file.',
  'transfer.rating_range': 'rating is a whole number from 1 to 5',
  'transfer.row_cleaned_before_inked': 'The day cleaned is before the day inked.',
  'transfer.row_no_date_inked': 'The row has no Date Inked.',
  'transfer.row_no_day': 'The row has no day (Used On).',
  'transfer.row_not_found':
    'That row is not among your imported rows. Reload the page to see them.',
  'transfer.row_not_open':
    'That row was offered as a discovery, matched or dismissed already. Reload the page to see where it is.',
  'transfer.row_offered_twice': 'Each row may be offered once.',
  'transfer.rows_too_many': 'At most 5,000 rows at once.',
  'transfer.send_row': 'Send at least one row.',
  'transfer.tags_too_many': 'At most 20 tags per ink.',
  'transfer.too_many_rows':
    'The file has more than 5,000 rows. Split it into smaller files and import each one.',
  'transfer.too_many_rows_waiting':
    'You have {waiting} rows waiting for an ink; at most 5,000 wait at once. Offer, match or dismiss some first.',

  'trust.account_not_restricted': 'Your account is not limited or suspended.',
  'trust.appeal_required': 'Write your appeal.',
  'trust.appeal_too_long': 'Keep your appeal to 2000 characters.',
  'trust.appealed_already': 'You have appealed already: the moderators read each appeal once.',
  'trust.control_characters': 'Remove the control characters.',
  'trust.member_not_found': 'Member not found.',
  'trust.member_not_restricted': 'This member is not limited or suspended.',
  'trust.no_appeal_waiting': 'No appeal from this member is waiting.',
  'trust.reason_required': 'Write the reason the member will read.',
  'trust.reason_too_long': 'Keep the reason the member will read to 500 characters.',
  'trust.restrict_self': 'You cannot limit or suspend your own account.',
  'trust.restrict_staff':
    'Staff accounts are not limited or suspended: an admin changes the role first.',

  'users.id_not_found': 'No user has this id.',
  'users.last_admin': 'This is the last admin. Make someone else an admin first.',
  'users.last_admin_self': 'You are the last admin. Make someone else an admin first.',

  'verify.comment': 'Please verify your email address to comment on ink profiles.',
  'verify.count_votes': 'Please verify your email address so that your votes count.',
  'verify.create_access_tokens': 'Please verify your email address to create access tokens.',
  'verify.email_first': 'Please verify your email address first.',
  'verify.follow': 'Please verify your email address to follow members and brands.',
  'verify.import_lists': 'Please verify your email address to import your inks.',
  'verify.keep_inventory': 'Please verify your email address to keep your ink-ventory.',
  'verify.keep_pens': 'Please verify your email address to keep your pens and diary.',
  'verify.keep_private_collections': 'Please verify your email address to keep collections.',
  'verify.offer_samples': 'Please verify your email address to offer samples.',
  'verify.propose_profile_images': 'Please verify your email address to propose a main image.',
  'verify.publish_collections': 'Please verify your email address to make a collection public.',
  'verify.publish_pens': 'Please verify your email address to make a pen public.',
  'verify.report': 'Please verify your email address to report content.',
  'verify.request_samples':
    'Please verify your email address to ask for samples and write messages.',
  'verify.share_discoveries': 'Please verify your email address to share a discovery.',
  'verify.share_images': 'Please verify your email address to share images.',
  'verify.share_year': 'Please verify your email address to share your Year in Ink.',
  'verify.suggest_corrections': 'Please verify your email address to suggest a correction.',
  'verify.vote_on_images': 'Please verify your email address to vote on images.',
  'verify.vote_on_properties': "Please verify your email address to vote on an ink's properties.",

  'year_in_ink.account_not_found': 'Your account was not found.',
  'year_in_ink.year_not_begun': 'That year has not begun yet. Choose this year or an earlier one.',
  'year_in_ink.year_not_shared': 'No one has shared a Year in Ink at this address.',

  'zod.array_too_long': 'Too big: expected array to have <={max} items',
  'zod.array_too_short': 'Too small: expected array to have >={min} items',
  'zod.invalid_input': 'Invalid input',
  'zod.invalid_option': 'Invalid option: expected one of {options}',
  'zod.invalid_type': 'Invalid input: expected {expected}, received {received}',
  'zod.number_above': 'Too small: expected number to be >{min}',
  'zod.number_at_least': 'Too small: expected number to be >={min}',
  'zod.number_at_most': 'Too big: expected number to be <={max}',
  'zod.number_below': 'Too big: expected number to be <{max}',
  'zod.pattern': 'Invalid string: must match pattern {pattern}',
  'zod.string_too_long': 'Too big: expected string to have <={max} characters',
  'zod.string_too_short': 'Too small: expected string to have >={min} characters',
  'zod.unrecognized_key': 'Unrecognized key: {key}',
  'zod.unrecognized_keys': 'Unrecognized keys: {keys}',
} as const;

export type SentenceKey = keyof typeof SENTENCES;
